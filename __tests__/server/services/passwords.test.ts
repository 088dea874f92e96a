import fs from 'node:fs';
import { hashPassword, verifyPassword } from '../../../src/server/services/passwords';

describe('password hashing', () => {
  test("the site's cost is scrypt's 2^15; a hash keeps its own cost and verifies after the setting changes", async () => {
    const sitewide = await hashPassword('une phrase de passe');
    expect(sitewide).toMatch(/^scrypt\$32768\$8\$1\$/);
    const cheaper = await hashPassword('une phrase de passe', 10);
    expect(cheaper).toMatch(/^scrypt\$1024\$8\$1\$/);
    for (const stored of [sitewide, cheaper]) {
      expect(await verifyPassword('une phrase de passe', stored)).toBe(true);
      expect(await verifyPassword('une autre phrase', stored)).toBe(false);
    }
  });

  test('runs a few at a time, so a file read does not wait for a queue of hashes', async () => {
    const stored = await hashPassword('warm-up password');
    let finished = 0;
    const checks = Array.from({ length: 12 }, () => verifyPassword('a wrong guess', stored).then(() => (finished += 1)));
    // Read while the hashes are queued: libuv's pool is first come, first served.
    await fs.promises.readFile(__filename);
    const finishedWhenRead = finished;
    await Promise.all(checks);
    // With every thread hashing, the read came after all 12 (it waited for the pool).
    expect(finishedWhenRead).toBeLessThan(6);
  });
});
