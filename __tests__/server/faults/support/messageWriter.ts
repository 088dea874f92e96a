/**
 * Child process for the fault tests: builds the real app on DATA_DIR and posts contact messages
 * in a loop through inject. Prints `ready` once built, then `id <n>` for each 201, written
 * synchronously after the answer (so a printed id was committed), and `status <n>` for anything
 * else. Stops after COUNT messages (default: never) and prints `done`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../../../src/server/app';
import { loadConfig } from '../../../../src/server/config';

const say = (line: string) => fs.writeSync(1, `${line}\n`);

async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR!;
  const count = Number(process.env.COUNT ?? Infinity);
  const tag = process.env.TAG ?? 'w';
  const config = loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'no-client'), LOG_LEVEL: 'silent' });
  // Seeding is not what is tested, and skipping it makes each start faster.
  const app = await buildApp(config, { seed: false, outbox: { pollIntervalMs: 0 } });
  await app.ready();
  // A second writer may start at the same moment: wait for the go-ahead so they truly overlap.
  say('ready');
  if (process.env.WAIT_FOR_GO === '1') {
    await new Promise((resolve) => process.stdin.once('data', resolve));
    // An open stdin would keep the process alive after the last message.
    process.stdin.destroy();
  }

  for (let i = 0; i < count; i++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/messages/create-message',
      // A new address each time: the per-IP rate limit is not what is tested.
      remoteAddress: `10.${i >> 16 & 255}.${i >> 8 & 255}.${i & 255}`,
      payload: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com', message: `Message ${tag}-${i}` },
    });
    if (response.statusCode === 201) say(`id ${(response.json() as { data: { id: number } }).data.id}`);
    else say(`status ${response.statusCode} ${response.body}`);
  }
  await app.close();
  say('done');
}

main().catch((error: unknown) => {
  say(`error ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
