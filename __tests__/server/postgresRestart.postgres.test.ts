import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startPrivatePostgres, type PrivatePostgres } from './support/privatePostgres';
import { startCluster, type ServerProcess } from './support/serverProcess';
import { header, startSmtpServer, type ReceivedMail, type TestSmtpServer } from './support/smtp';
import { tempDir, writeClientBuild } from './support/testApp';

/**
 * Two real instances on one PostgreSQL server of the test's own, which is restarted five times
 * while visitors send contact messages. Each restart ends every connection with 57P01 (the
 * listener's, the pool's idle and busy ones). Runs in the server-postgres project only. With both
 * cores busy (load 14: two runs of it and tsc beside other suites) the test took 37 s and the whole
 * backlog went out within 5 s of the load's end; starting the two instances took most of the rest.
 */

const RESTARTS = 5;
const SENDERS = 3;
/** Bounds the load, and so the e-mails to wait for: the run stops once this many were sent, or when the restarts are done. */
const MAX_MESSAGES = 300;
const LEASE_SECONDS = 5;
/** Every e-mail of the backlog goes out within this once the load stops (under 5 s with both cores busy). */
const DELIVERY_MS = 30_000;

interface Outcome {
  email: string;
  instance: number;
  status: number | 'no answer';
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const alive = ({ child }: ServerProcess) => child.exitCode === null && child.signalCode === null;

describe('PostgreSQL restarted five times under load, two instances on it', () => {
  let root: string;
  let postgres: PrivatePostgres | undefined;
  let smtp: TestSmtpServer | undefined;
  const instances: ServerProcess[] = [];
  const started = Date.now();

  beforeAll(async () => {
    root = tempDir();
    writeClientBuild(path.join(root, 'client'));
    postgres = startPrivatePostgres();
    smtp = await startSmtpServer();
    instances.push(...(await startCluster({ root, databaseUrl: postgres.url, smtpUrl: smtp.url, leaseSeconds: LEASE_SECONDS, env: { DATABASE_POOL_SIZE: '4' } })));
    // Two servers compiled by tsx at once on busy cores: about 50 s at load 14.
  }, 90_000);

  afterAll(async () => {
    for (const instance of instances) if (alive(instance)) instance.child.kill('SIGKILL');
    await smtp?.stop();
    postgres?.remove();
    fs.rmSync(root, { recursive: true, force: true });
    if (process.env.RESTART_TEST_LOGS) for (const [i, instance] of instances.entries()) fs.writeFileSync(`${process.env.RESTART_TEST_LOGS}-${i}.log`, instance.output());
    console.log(`PostgreSQL restart test: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
  });

  const health = async (instance: ServerProcess) => {
    try {
      return (await fetch(`${instance.origin}/api/health`, { signal: AbortSignal.timeout(3_000) })).status;
    } catch {
      return 0;
    }
  };

  it('both instances stay up, every acknowledged message is stored, and every e-mail goes out exactly once', async () => {
    const outcomes: Outcome[] = [];
    let stop = false;
    let sent = 0;
    const sender = async (lane: number) => {
      while (!stop && sent < MAX_MESSAGES) {
        const n = sent++;
        const email = `restart${n}@example.com`;
        const instance = instances[n % 2]!;
        let status: Outcome['status'] = 'no answer';
        try {
          const response = await fetch(`${instance.origin}/api/messages/create-message`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${lane}.${Math.floor(n / 250)}.${n % 250}` },
            body: JSON.stringify({ firstName: 'Léa', lastName: 'Martin', email, message: `Bonjour, message ${n}.` }),
            signal: AbortSignal.timeout(10_000),
          });
          status = response.status;
          await response.arrayBuffer();
        } catch {
          // No answer at all: the instance died, or took longer than 10 s.
        }
        outcomes.push({ email, instance: n % 2, status });
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
    };
    const load = Promise.all(Array.from({ length: SENDERS }, (_, lane) => sender(lane)));

    const downtimes: number[] = [];
    try {
      for (let restart = 0; restart < RESTARTS; restart++) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const at = Date.now();
        const before = outcomes.length;
        await postgres!.restart();
        // Back: both answer health 200 again (the pool reconnects; nothing restarts an instance).
        await until(
          async () => {
            const dead = instances.find((instance) => !alive(instance));
            if (dead) throw new Error(`instance ${instances.indexOf(dead)} exited after restart ${restart + 1}:\n${dead.output().slice(-1500)}`);
            return (await Promise.all(instances.map(health))).every((status) => status === 200);
          },
          20_000,
          `both instances healthy after restart ${restart + 1}`,
        );
        downtimes.push(Date.now() - at);
        // And taking messages again, each of them: an acknowledgment from both since the restart.
        await until(
          () => [0, 1].every((i) => outcomes.slice(before).some(({ status, instance }) => status === 201 && instance === i)),
          20_000,
          `a message acknowledged by each instance after restart ${restart + 1}`,
        );
      }
    } finally {
      stop = true;
      await load;
    }
    expect(instances.map(alive)).toEqual([true, true]);

    const acknowledged = outcomes.filter(({ status }) => status === 201).map(({ email }) => email);
    const statuses = outcomes.reduce<Record<string, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
    console.log(`${outcomes.length} messages sent across ${RESTARTS} restarts (back in ${downtimes.join(', ')} ms): ${JSON.stringify(statuses)}`);
    // No instance died: every request had an answer (503 while PostgreSQL was down).
    expect(statuses['no answer'] ?? 0).toBe(0);

    const database = new pg.Client({ connectionString: postgres!.url });
    await database.connect();
    try {
      const stored = new Set((await database.query<{ email: string }>("select email from messages where email like 'restart%'")).rows.map((row) => row.email));
      // Nothing acknowledged is lost (a message whose answer was lost may be stored too, and is mailed).
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);

      // Which message an e-mail is about: its recipient (the acknowledgment) or its Reply-To (the agency's notification).
      const about = (mail: ReceivedMail) => mail.envelopeTo.find((to) => to.startsWith('restart')) ?? /restart\d+@example\.com/.exec(header(mail.raw, 'reply-to') ?? '')?.[0];
      const mailsFor = (email: string) => smtp!.received.filter((mail) => about(mail) === email);
      // Each stored message: its acknowledgment to the sender and its notification to the agency.
      const loadEnded = Date.now();
      await until(() => [...stored].every((email) => mailsFor(email).length >= 2), DELIVERY_MS, `two e-mails for each of ${stored.size} messages (${smtp!.received.length} delivered)`);
      const deliveredIn = Date.now() - loadEnded;
      // Long enough for a second copy: a lease and a poll.
      await new Promise((resolve) => setTimeout(resolve, (LEASE_SECONDS + 1) * 1000));
      const copies = [...stored].map((email) => mailsFor(email).length);
      const duplicated = copies.filter((count) => count > 2).length;
      console.log(`${smtp!.received.length} e-mails for ${stored.size} stored messages, all out ${deliveredIn} ms after the load, ${duplicated} message(s) with an e-mail sent twice`);
      expect(copies.filter((count) => count !== 2)).toEqual([]);

      const { rows } = await database.query<{ pending: number }>('select count(*)::int as pending from email_outbox where sent_at is null');
      expect(rows[0]!.pending).toBe(0);
    } finally {
      await database.end();
    }
    expect((await Promise.all(instances.map(health)))).toEqual([200, 200]);
  }, 90_000);
});
