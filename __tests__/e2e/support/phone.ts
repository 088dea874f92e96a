/**
 * A slow phone in Chromium, through the DevTools Protocol: the browser tests tap on it before the
 * app has taken the page over (earlyTaps.test.ts), and the bench's interactive section measures on it.
 */
import type { Page } from 'playwright-core';

/** The slow phone on a slow 4G of Lighthouse's mobile defaults. */
export const MOBILE = {
  cpuSlowdown: 4,
  rttMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
} as const;

/** Turns on the mobile emulation for this page's target, through the DevTools Protocol. */
export async function emulateMobile(page: Page, { cpu = true, network = true } = {}): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  if (cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.rttMs,
      downloadThroughput: MOBILE.downloadBytesPerSecond,
      uploadThroughput: MOBILE.uploadBytesPerSecond,
    });
  }
}
