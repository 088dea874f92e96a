import { adminUrl, administer, randomName, withDatabase } from './postgres';

// The server-postgres project: every test file gets a throwaway database of its own (its test
// apps each take a schema in it, testApp.ts), dropped when the file ends. One database per file
// keeps each small: Kysely's migrator reads every table of the database on each start.
process.env.DB_VARIANT = 'postgres';

// Each test app migrates a new schema over a socket, and each query is a round trip: seconds, not
// milliseconds, on a busy machine.
jest.setTimeout(30_000);

const name = randomName('t');

beforeAll(async () => {
  await administer([`create database ${name}`]);
  process.env.TEST_POSTGRES_URL = withDatabase(adminUrl(), name);
});

afterAll(async () => {
  // FORCE: a test app the file left open must not keep its database.
  await administer([`drop database if exists ${name} with (force)`]);
});
