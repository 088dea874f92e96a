// The server-postgres project's workers: every test app (testApp.ts) runs on PostgreSQL.
process.env.DB_VARIANT = 'postgres';
