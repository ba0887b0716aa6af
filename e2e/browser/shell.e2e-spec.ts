import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, watchForErrors } from '../harness/browser';
import { SESSION_COOKIE, type TestStack, type TestUser, startTestStack } from '../harness/test-stack';

/**
 * The shell in a real browser: guards, the two federated remotes rendering inside it with one
 * React, and a remote that fails to load leaving the rest of the shell working.
 */
describe('the shell and its remotes in headless Chromium', () => {
  let env: TestStack;
  let browser: Browser;
  let admin: TestUser;
  let reporter: TestUser;

  beforeAll(async () => {
    env = await startTestStack({ portBase: 3400 });
    browser = await launchBrowser();
    admin = await env.createUser({ username: 'desk_admin', role: 'admin' });
    reporter = await env.createUser({ username: 'maria_lopez' });
  });
  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  const pageFor = async (user: TestUser | null, viewport: 'desktop' | 'phone' = 'desktop') => {
    const sessionCookie = user ? { name: SESSION_COOKIE, value: await env.sessionFor(user) } : undefined;
    const context = await newContext(browser, env.url, { sessionCookie, viewport });
    const page = await context.newPage();
    return { page, errors: watchForErrors(page) };
  };

  /**
   * Which React copies the page loaded, as the federation runtime's share scope records them, and
   * which federated apps do not share React at all (such an app would bundle a copy of its own).
   */
  const reactCopies = (page: Page) =>
    page.evaluate(() => {
      type Entry = { loaded?: boolean; from?: string };
      const federation = (
        globalThis as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
            __INSTANCES__: Array<{ name: string; options: { shared?: Record<string, unknown> } }>;
          };
        }
      ).__FEDERATION__;
      const loaded = new Set<string>();
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const packages of Object.values(scopes)) {
          for (const name of ['react', 'react-dom']) {
            for (const [version, entry] of Object.entries(packages[name] ?? {})) {
              if (entry.loaded) loaded.add(`${name}@${version} from ${entry.from}`);
            }
          }
        }
      }
      const notSharing = federation.__INSTANCES__
        .filter((i) => !i.options.shared?.react || !i.options.shared?.['react-dom'])
        .map((i) => i.name);
      return { loaded: [...loaded].sort(), apps: federation.__INSTANCES__.map((i) => i.name).sort(), notSharing };
    });

  it('sends a signed-out visitor to /auth', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, errors } = await pageFor(null, viewport);
      await page.goto('/');
      await page.waitForURL('**/auth');
      await page
        .getByRole('button', { name: /log ?in/i })
        .first()
        .waitFor();
      await screenshot(page, `auth-${viewport}`);
      expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
      await page.context().close();
    }
  });

  it('renders a tools page and an admin page inside the shell, with one React', async () => {
    const { page, errors } = await pageFor(admin);
    await page.goto('/');
    await page.getByText('Admin Tools').first().waitFor();
    await screenshot(page, 'home-admin-desktop');

    await page.goto('/script-simplifier');
    const tools = page.getByTestId('remote-tools');
    await tools.getByRole('heading', { name: 'Script Simplifier' }).waitFor();
    await tools.getByText('How It Works').waitFor();
    await screenshot(page, 'script-simplifier-desktop');

    // The remote's own state works inside the shell: a hook-driven validation message.
    await tools.getByRole('button', { name: /simplify/i }).click();
    await tools.getByText('Script must be at least 10 characters').waitFor();

    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    const adminArea = page.getByTestId('remote-admin');
    await adminArea.getByText('Total Users').waitFor();
    await screenshot(page, 'admin-dashboard-desktop');

    const react = await reactCopies(page);
    expect(react.apps).toEqual(['admin', 'shell', 'tools']);
    expect(react.notSharing).toEqual([]);
    expect(react.loaded).toEqual([
      expect.stringMatching(/^react-dom@[\d.]+ from shell$/),
      expect.stringMatching(/^react@[\d.]+ from shell$/),
    ]);
    expect(errors.filter((e) => !/status of 40\d/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('keeps a journalist out of the admin area', async () => {
    const { page } = await pageFor(reporter);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    await screenshot(page, 'home-journalist-desktop');
    await page.context().close();
  });

  it('shows a clear panel when a remote cannot load, and the rest of the shell keeps working', async () => {
    const { page } = await pageFor(reporter, 'phone');
    await page.route('**/remotes/tools/**', (route) => route.abort());
    await page.goto('/script-simplifier');
    const panel = page.getByTestId('remote-error');
    await panel.waitFor();
    expect(await panel.textContent()).toMatch(/tools module could not be loaded/i);
    await screenshot(page, 'remote-error-phone');
    await page.goto('/profile');
    await page
      .getByRole('heading', { name: /profile/i })
      .first()
      .waitFor();
    await page.context().close();
  });

  it('shows Page Not Found for any other path', async () => {
    const { page } = await pageFor(reporter);
    await page.goto('/no/such/page');
    await page.getByText('Page Not Found').waitFor();
    await page.context().close();
  });
});
