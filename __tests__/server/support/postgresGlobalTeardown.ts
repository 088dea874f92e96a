import { administer } from './postgres';

export default async function postgresGlobalTeardown(): Promise<void> {
  const name = process.env.TEST_POSTGRES_DATABASE;
  if (name !== undefined) await administer([`drop database if exists ${name} with (force)`]);
}
