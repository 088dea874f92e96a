import type { Migration } from 'kysely';

/**
 * Every migration, keyed by a sortable name (`2026-11-21T1200_create_users`); Kysely runs them
 * in key order. See README.md in this folder before adding one.
 */
export const migrations: Record<string, Migration> = {};
