import fs from 'node:fs';
import sharp from 'sharp';
import { AVATAR_MAX_SIDE } from '../../../src/server/services/avatars';

/**
 * The security pass's avatar flood (issue 43, item 2), against a server in a process of its own:
 * used by __tests__/server/security/avatarFlood.test.ts and the bench's memory section. Four
 * account holders each send a heavy profile image, round after round; the server's RSS is read
 * from Linux's /proc during the flood, then until it comes back near its level before.
 */
export const AVATAR_FLOOD = {
  clients: 4,
  /** The attack's five rounds. */
  rounds: 5,
  /** An accepted image takes its turn in the upload queue: two rounds of it keep a run short. */
  acceptedRounds: 2,
  /** docs/deploy.md's smallest container: the peak must stay under it. */
  maxPeakRss: 256 * 1024 * 1024,
  /** How far above its level before the flood RSS may stay, and how long it has to come back. */
  returnMargin: 0.2,
  returnWithinMs: 60_000,
} as const;

/** The 117 KB PNG of one colour declaring 40000 × 1000 px, just under the 40-megapixel limit the site had. */
export function declaredFloodImage(): Promise<Buffer> {
  return sharp({ create: { width: 40_000, height: 1000, channels: 3, background: '#13233f' } }).png({ compressionLevel: 9 }).toBuffer();
}

/** The largest profile image accepted, and the costliest to decode: an RGBA PNG at the side limit. */
export function largestAcceptedImage(): Promise<Buffer> {
  return sharp({ create: { width: AVATAR_MAX_SIDE, height: AVATAR_MAX_SIDE, channels: 4, background: { r: 19, g: 35, b: 63, alpha: 0.5 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** VmRSS (now) and VmHWM (the highest since it started) of a process. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)![1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

export interface FloodAccount {
  id: number;
  email: string;
  auth: { authorization: string };
}

/**
 * AVATAR_FLOOD.clients accounts, each signed up, logged in and given one ordinary photo as its
 * profile image: the level before a flood includes an upload's usual work. The server needs its
 * per-IP limits scaled out of the way (RATE_LIMIT_SCALE), so that a flood measures the image work.
 */
export async function floodAccounts(origin: string): Promise<FloodAccount[]> {
  const ordinary = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#13233f' } }).jpeg().toBuffer();
  const accounts: FloodAccount[] = [];
  for (let i = 0; i < AVATAR_FLOOD.clients; i += 1) {
    const account = await signUp(origin, `flood${i}-${Date.now()}@example.com`);
    const answer = await updateProfileImage(origin, account, ordinary);
    if (answer !== 200) throw new Error(`an ordinary profile image answered ${answer}`);
    accounts.push(account);
  }
  return accounts;
}

export interface FloodFigures {
  /** Each upload's status. */
  statuses: number[];
  /** RSS just before the flood. */
  before: number;
  /** The highest RSS, sampled every 20 ms and the process's own high-water mark (which counts its start too). */
  peak: number;
  /** Milliseconds after the flood until RSS was within returnMargin of `before`; null when it was not within returnWithinMs. */
  returnedAfterMs: number | null;
  /** RSS then (or when the wait ended). */
  rssAfter: number;
}

/** Each account sends `image` `rounds` times, one after the other, the accounts at once. */
export async function floodProfileImages(origin: string, pid: number, accounts: readonly FloodAccount[], image: Buffer, rounds: number): Promise<FloodFigures> {
  const before = memoryOf(pid).rss;
  let sampledPeak = before;
  const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memoryOf(pid).rss)), 20);
  const statuses: number[] = [];
  try {
    await Promise.all(
      accounts.map(async (account) => {
        for (let round = 0; round < rounds; round += 1) statuses.push(await updateProfileImage(origin, account, image));
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  const peak = Math.max(sampledPeak, memoryOf(pid).peak);
  const ended = Date.now();
  let rssAfter = memoryOf(pid).rss;
  while (rssAfter > before * (1 + AVATAR_FLOOD.returnMargin)) {
    if (Date.now() - ended >= AVATAR_FLOOD.returnWithinMs) return { statuses, before, peak, returnedAfterMs: null, rssAfter };
    await new Promise((resolve) => setTimeout(resolve, 250));
    rssAfter = memoryOf(pid).rss;
  }
  return { statuses, before, peak, returnedAfterMs: Date.now() - ended, rssAfter };
}

/** One line of figures, for a log. */
export function describeFlood({ before, peak, rssAfter, returnedAfterMs }: FloodFigures): string {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const when = returnedAfterMs === null ? `still after ${AVATAR_FLOOD.returnWithinMs / 1000} s` : `after ${(returnedAfterMs / 1000).toFixed(1)} s`;
  return `before ${mb(before)}, peak ${mb(peak)}, then ${mb(rssAfter)} ${when}`;
}

async function signUp(origin: string, email: string): Promise<FloodAccount> {
  const password = 'correct horse battery';
  const json = { 'content-type': 'application/json' };
  const created = await fetch(`${origin}/api/users/create-account`, { method: 'POST', headers: json, body: JSON.stringify({ firstName: 'Léa', lastName: 'Martin', email, password }) });
  if (created.status !== 201) throw new Error(`sign-up: ${created.status} ${await created.text()}`);
  const login = await fetch(`${origin}/api/auths/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { data } = (await created.json()) as { data: { id: number } };
  return { id: data.id, email, auth: { authorization: `Bearer ${((await login.json()) as { token: string }).token}` } };
}

/** PUT update-infos with `image` as the profile image, the account's own names and address; resolves with the status. */
async function updateProfileImage(origin: string, account: FloodAccount, image: Buffer): Promise<number> {
  const form = new FormData();
  form.set('firstName', 'Léa');
  form.set('lastName', 'Martin');
  form.set('email', account.email);
  form.set('profileImage', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'me.png');
  const response = await fetch(`${origin}/api/users/update-infos/${account.id}`, { method: 'PUT', headers: account.auth, body: form });
  await response.arrayBuffer();
  return response.status;
}
