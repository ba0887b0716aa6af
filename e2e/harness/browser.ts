import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';

export const SCREENSHOTS = path.resolve(__dirname, '..', 'artifacts', 'screenshots');

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Debian's Chromium, headless, with the flags this closed network needs. Never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A browser context signed in with the given session cookie (or signed out). */
export async function newContext(
  browser: Browser,
  baseUrl: string,
  options: { sessionCookie?: { name: string; value: string }; viewport?: keyof typeof VIEWPORTS } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS[options.viewport ?? 'desktop'] });
  if (options.sessionCookie) {
    await context.addCookies([{ ...options.sessionCookie, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  }
  return context;
}

/** Collects what went wrong in the page, so a test can assert there was nothing. */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
