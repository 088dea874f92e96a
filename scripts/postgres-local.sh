#!/usr/bin/env bash
# Makes the local PostgreSQL usable by the tests without a password: starts Debian's cluster and
# gives the current system user a superuser role of the same name (peer authentication on the
# local socket). Run as root or as a user allowed to become `postgres`. Idempotent.
set -euo pipefail
user=$(id -un)
if ! command -v pg_lsclusters >/dev/null; then
  echo "PostgreSQL is not installed: apt-get install -y postgresql" >&2
  exit 1
fi
read -r version cluster _ < <(pg_lsclusters --no-header | head -n 1)
pg_ctlcluster "$version" "$cluster" start 2>/dev/null || true
as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi; }
if [ "$user" != postgres ] && [ "$(as_postgres psql -tAc "select 1 from pg_roles where rolname = '$user'")" != 1 ]; then
  as_postgres createuser --superuser "$user"
fi
echo "PostgreSQL $version/$cluster is up; $user connects over /var/run/postgresql"
