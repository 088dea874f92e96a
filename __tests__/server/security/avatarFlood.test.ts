import fs from 'node:fs';
import path from 'node:path';
import { AVATAR_MAX_SIDE } from '../../../src/server/services/avatars';
import {
  AVATAR_FLOOD,
  declaredFloodImage,
  describeFlood,
  floodAccounts,
  floodProfileImages,
  largestAcceptedImage,
  type FloodAccount,
} from '../support/avatarFlood';
import { serveCommand, startServerProcess, type ServerProcess } from '../support/serverProcess';
import { tempDir, writeClientBuild } from '../support/testApp';

/**
 * The security pass's attack (issue 43, item 2): four account holders each send a 117 KB PNG
 * declaring 40000 × 1000 px, five rounds. Before the fix the server decoded each (about 150 MB
 * apiece, four at once) and went from 183 to 972 MB of RSS, and stayed there. The server runs as
 * `npm run serve` runs it (its malloc settings and V8 flags), the per-IP limits scaled out of the
 * way (RATE_LIMIT_SCALE) so that the flood measures the image work, not the 429s.
 */
describe('a flood of heavy profile images', () => {
  let root: string;
  let server: ServerProcess;
  let accounts: FloodAccount[];

  beforeAll(async () => {
    root = tempDir();
    writeClientBuild(path.join(root, 'client'));
    const { env, nodeArgs } = serveCommand();
    server = await startServerProcess({ ...env, DATA_DIR: path.join(root, 'data'), CLIENT_DIR: path.join(root, 'client'), RATE_LIMIT_SCALE: '1000' }, nodeArgs);
    accounts = await floodAccounts(server.origin);
  }, 60_000);

  afterAll(() => {
    server?.child.kill('SIGKILL');
    fs.rmSync(root, { recursive: true, force: true });
  });

  const flood = (image: Buffer, rounds: number) => floodProfileImages(server.origin, server.child.pid!, accounts, image, rounds);

  test('the 117 KB PNG declaring 40000 × 1000 px: each refused before decoding, peak RSS under 256 MB, back within 20 % in 60 s', async () => {
    const declared = await declaredFloodImage();
    expect(declared.length).toBeLessThan(120 * 1024);
    const result = await flood(declared, AVATAR_FLOOD.rounds);
    console.log(`40000 × 1000 PNG flood: ${describeFlood(result)}`);
    expect(new Set(result.statuses)).toEqual(new Set([400]));
    expect(result.peak).toBeLessThan(AVATAR_FLOOD.maxPeakRss);
    expect(result.returnedAfterMs).not.toBeNull();
  }, 120_000);

  test('the largest profile image accepted (an RGBA PNG at the side limit): done one at a time, peak RSS under 256 MB, back within 20 % in 60 s', async () => {
    const result = await flood(await largestAcceptedImage(), AVATAR_FLOOD.acceptedRounds);
    console.log(`${AVATAR_MAX_SIDE} × ${AVATAR_MAX_SIDE} PNG flood: ${describeFlood(result)}`);
    // Four at once: one is re-encoded, three wait their turn (the queue holds more).
    expect(result.statuses).toEqual(Array(AVATAR_FLOOD.clients * AVATAR_FLOOD.acceptedRounds).fill(200));
    expect(result.peak).toBeLessThan(AVATAR_FLOOD.maxPeakRss);
    expect(result.returnedAfterMs).not.toBeNull();
  }, 120_000);
});
