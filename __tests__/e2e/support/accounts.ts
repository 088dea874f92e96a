import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { pathTo } from '../../../src/shared/routes';
import { visit, type Site } from './site';

export interface Credentials {
  email: string;
  password: string;
}

/** Creates an account through the API (sign-up), to log in with afterwards. */
export async function createAccount(site: Site, account: Credentials & { firstName: string; lastName: string }): Promise<void> {
  const created = await fetch(`${site.url}/api/users/create-account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (created.status !== 201) throw new Error(`sign-up: ${created.status} ${await created.text()}`);
}

/**
 * Logs in through the login form, as a visitor would. Fields are found by name, so it works in
 * either interface language; the caller waits for where the login leads.
 */
export async function logIn(page: Page, site: Site, { email, password }: Credentials, query = ''): Promise<void> {
  await visit(page, site.url + pathTo('login') + query);
  const form = page.locator('main form');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** `npm run staff -- grant <email>` on the site's data folder: the real command, as the agency runs it. Answers what it printed. */
export async function grantStaff(site: Site, email: string): Promise<string> {
  const root = path.resolve(__dirname, '../../..');
  const { stdout } = await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['scripts/staff.ts', 'grant', email], {
    cwd: root,
    env: { ...process.env, DATA_DIR: site.dataDir, LOG_LEVEL: 'warn' },
  });
  return stdout;
}
