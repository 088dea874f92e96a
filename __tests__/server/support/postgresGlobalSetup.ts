import { adminUrl, administer, randomName, withDatabase } from './postgres';

/** One throwaway database for the run (dropped by postgresGlobalTeardown.ts); workers inherit its URL. */
export default async function postgresGlobalSetup(): Promise<void> {
  const name = randomName('t');
  await administer([`create database ${name}`]);
  process.env.TEST_POSTGRES_URL = withDatabase(adminUrl(), name);
  process.env.TEST_POSTGRES_DATABASE = name;
}
