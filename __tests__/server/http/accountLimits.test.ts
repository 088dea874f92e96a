import { createAccountLimits, FAILURES_PER_ADDRESS } from '../../../src/server/http/rateLimits';

describe('the per-address ceiling', () => {
  test(`past ${FAILURES_PER_ADDRESS.points} failures from everywhere in an hour, every IP meets a 429 for that address; other addresses go on`, async () => {
    const limits = createAccountLimits();
    const wrong = async () => false;
    for (let i = 0; i < FAILURES_PER_ADDRESS.points; i += 1) await limits.checkPassword('lea@example.com', `10.1.${Math.floor(i / 200)}.${i % 200}`, wrong);
    await expect(limits.checkPassword('LEA@example.com', '192.0.2.1', async () => true)).rejects.toMatchObject({ code: 'tooManyRequests', retryAfterSeconds: expect.any(Number) });
    await expect(limits.checkPassword('noe@example.com', '192.0.2.1', async () => true)).resolves.toBe(true);
  });

  test('a success clears its pair: the owner who mistyped four times is not held by a fifth mistake', async () => {
    const limits = createAccountLimits();
    for (let i = 0; i < 4; i += 1) await limits.checkPassword('lea@example.com', '192.0.2.2', async () => false);
    await limits.checkPassword('lea@example.com', '192.0.2.2', async () => true);
    for (let i = 0; i < 5; i += 1) await expect(limits.checkPassword('lea@example.com', '192.0.2.2', async () => false)).resolves.toBe(false);
  });
});
