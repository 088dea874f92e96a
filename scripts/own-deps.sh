#!/usr/bin/env bash
# Installs the dependencies of a tool folder with its own package.json (bench/, scripts/assets/),
# which the site's `npm ci` leaves out, when they are missing or older than that folder's lockfile.
# What the tool shares with the site (fastify, webpack, tsx, jest...) comes from the site's node_modules.
set -euo pipefail
cd "$(dirname "$0")/../$1"
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
