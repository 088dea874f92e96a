/**
 * Gives or takes the staff role (docs/decisions.md, "Roles and the back office"), on the database
 * the server is configured with (DATA_DIR's SQLite file, or DATABASE_URL):
 *   npm run staff -- grant lea@example.com
 *   npm run staff -- revoke lea@example.com
 * Prints what it did; an unknown address or a wrong command exits with 1 and says why.
 */
import { loadConfig } from '../src/server/config';
import { connect } from '../src/server/db/database';
import { migrations } from '../src/server/db/migrations/all';
import { migrateToLatest } from '../src/server/db/migrator';
import { underStartupLock } from '../src/server/db/startupLock';
import { setRole } from '../src/server/services/staff';

const USAGE = 'Usage: npm run staff -- grant <email> | revoke <email>';
const ROLE_OF_COMMAND = { grant: 'staff', revoke: 'member' } as const;

/** Runs the command; answers the lines to print and the exit code. */
export async function staffCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ code: number; out: string[]; err: string[] }> {
  const [command, email, ...rest] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) return { code: 2, out: [], err: [USAGE] };
  const config = loadConfig(env);
  const { db } = connect({ url: config.databaseUrl, file: config.dbFile, poolSize: 1 });
  try {
    // A database the server has not opened since an update lacks the role column.
    await underStartupLock(db, (locked) => migrateToLatest(locked, migrations));
    const change = await setRole(db, email, ROLE_OF_COMMAND[command]);
    if (change.outcome === 'unknownEmail') return { code: 1, out: [], err: [`No account has the address ${email}: nothing changed.`] };
    const who = `${change.user.email} (account ${change.user.id})`;
    if (change.outcome === 'unchanged') return { code: 0, out: [`${who} already has the ${change.role} role: nothing changed.`], err: [] };
    return { code: 0, out: [command === 'grant' ? `${who} is now staff.` : `${who} is no longer staff (member).`], err: [] };
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  staffCommand(process.argv.slice(2)).then(
    ({ code, out, err }) => {
      for (const line of out) console.log(line);
      for (const line of err) console.error(line);
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
