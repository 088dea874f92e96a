import fs from 'node:fs';

export const CHROMIUM_INSTALL_LINE = 'apt-get update && apt-get install -y chromium';

/** The system Chromium: CHROME_PATH, else Debian's /usr/bin/chromium; null when neither exists. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter((p): p is string => Boolean(p));
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}

export const browserRequired = process.env.REQUIRE_BROWSER === '1';
