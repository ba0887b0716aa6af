import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from '../harness/browser';
import { call } from '../harness/http';
import { type TestStack, startTestStack } from '../harness/test-stack';

/** A journalist and an admin, through the real sign-in screens, in headless Chromium. */
describe('accounts in the browser', () => {
  let env: TestStack;
  let browser: Browser;

  beforeAll(async () => {
    env = await startTestStack({ portBase: 3600 });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  const openAuth = async (viewport: 'desktop' | 'phone' = 'desktop') => {
    const context = await newContext(browser, env.url, { viewport });
    const page = await context.newPage();
    await page.goto('/auth');
    return page;
  };
  const navItem = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

  it('a new journalist registers, lands on Home without Admin, is kept out of /admin, and logs out', async () => {
    const page = await openAuth();
    await page.getByRole('button', { name: 'Login' }).first().waitFor();
    await screenshot(page, 'accounts-auth-login-desktop');

    await page.getByText('Register now').click();
    await page.getByLabel('Username').fill('maria_lopez');
    await page.getByLabel('Email').fill('maria.lopez@wxyz.tv');
    await page.getByLabel('Password', { exact: true }).fill('anchor-desk-1');
    await page.getByLabel('Confirm Password').fill('anchor-desk-1');
    await screenshot(page, 'accounts-auth-register-desktop');
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await page.getByText('Registration successful').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Script Simplifier').first().waitFor();
    expect(await navItem(page, 'Admin').count()).toBe(0);
    expect(await page.getByText('Admin Tools').count()).toBe(0);
    await screenshot(page, 'accounts-home-journalist-desktop');

    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('button', { name: /Account menu for maria_lopez/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('Are you sure you want to log out?').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
    await page.getByText('You have been successfully logged out.').waitFor();
    await page.waitForURL('**/auth');
    expect((await call(env.url, 'GET', '/api/user')).status).toBe(401);
    await page.context().close();
  });

  it('an admin logs in and sees the Admin item, the Dashboard entry and the Admin Tools card', async () => {
    const registered = await call(env.url, 'POST', '/api/register', {
      json: { username: 'desk_chief', email: 'chief@wxyz.tv', password: 'chief-desk-1' },
    });
    const promoter = await env.createUser({ role: 'admin' });
    await call(env.url, 'PATCH', `/api/admin/users/${registered.json.id}`, {
      cookie: await env.cookieFor(promoter),
      json: { role: 'admin' },
    });

    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await openAuth(viewport);
      await page.getByLabel('Username').fill('desk_chief');
      await page.getByLabel('Password', { exact: true }).fill('chief-desk-1');
      if (viewport === 'phone') await screenshot(page, 'accounts-auth-login-phone');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText('Welcome back, desk_chief!').waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText('Admin Tools').first().waitFor();
      await screenshot(page, `accounts-home-admin-${viewport}`);

      if (viewport === 'desktop') {
        expect(await navItem(page, 'Admin').count()).toBe(1);
        await page.getByRole('button', { name: /Account menu for desk_chief/ }).click();
        await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
      }
      await page.context().close();
    }
  });

  it('shows the form messages and the server’s refusal on a wrong password', async () => {
    const page = await openAuth();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Username must be at least 3 characters.').waitFor();
    await page.getByText('Password must be at least 6 characters.').waitFor();
    await page.getByLabel('Username').fill('desk_chief');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Login failed').waitFor();
    await page.getByText('Invalid username or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await page.context().close();
  });
});
