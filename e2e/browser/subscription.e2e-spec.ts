import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, watchForErrors } from '../harness/browser';
import { SESSION_COOKIE, type TestStack, type TestUser, startTestStack } from '../harness/test-stack';

const SCRIPT =
  'The Metro City Council voted 6 to 1 on Tuesday night to approve a $4.7 million plan to repair 12 bridges ' +
  'across the county. Work on the first 3 bridges begins in March and should take about 8 months.';

/**
 * A new journalist meets the paywall, starts the free trial on /subscription (no Stripe keys in this
 * stack: the trial is the manual one) and then uses a premium tool.
 */
describe('subscribing in the browser', () => {
  let env: TestStack;
  let browser: Browser;
  let reporter: TestUser;
  let context: BrowserContext;

  beforeAll(async () => {
    env = await startTestStack({ portBase: 4300 });
    browser = await launchBrowser();
    reporter = await env.createUser({ username: 'weekend_reporter' });
    context = await newContext(browser, env.url, {
      sessionCookie: { name: SESSION_COOKIE, value: await env.sessionFor(reporter) },
    });
  });
  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  /** Errors apart from the expected 503 of the payment links (no Stripe keys in this stack). */
  const unexpected = (errors: string[]) => errors.filter((e) => !/status of 503/.test(e));

  const plansShown = async (page: Page) => {
    const monthly = page.getByTestId('plan-monthly');
    await monthly.getByText('$14.95').waitFor();
    const yearly = page.getByTestId('plan-yearly');
    await yearly.getByText('$90.00').waitFor();
    await yearly.getByText('Save 50%').waitFor();
    await yearly.getByText('Equivalent to $7.50 a month.').waitFor();
  };

  it('a plain user sees the Premium Feature card, starts the 7-day trial, and then generates a VOSOT', async () => {
    const page = await context.newPage();
    const errors = watchForErrors(page);

    await page.goto('/vosot-generator');
    const card = page.getByTestId('premium-card');
    await card.getByText('Premium Feature').waitFor();
    await card.getByRole('link', { name: 'View Subscription Options' }).click();
    await page.waitForURL('**/subscription');

    await plansShown(page);
    const status = page.getByTestId('subscription-status');
    await status.getByText('No active subscription', { exact: true }).waitFor();
    await screenshot(page, 'subscription-inactive-desktop');

    // The payment links need Stripe keys: without them a plan button explains itself.
    await page.getByRole('button', { name: 'Subscribe Monthly' }).click();
    await page
      .getByTestId('toast')
      .getByText('Setting up payment options. Please wait a moment and try again.')
      .waitFor();

    const reloaded = page.waitForEvent('load');
    await status.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
    await page.getByTestId('toast').getByText('Your 7-day free trial is now active.').waitFor();
    await reloaded;
    await status.getByTestId('active-badge').waitFor();
    await status.getByText('Free trial', { exact: true }).waitFor();
    await status.getByText(/Your free trial ends on \w+ \d+, \d{4}/).waitFor();
    expect(await status.getByRole('button', { name: 'Start 7-Day Free Trial' }).count()).toBe(0);
    await screenshot(page, 'subscription-trialing-desktop');

    await page.goto('/vosot-generator');
    await page.getByLabel('News Script').fill(SCRIPT);
    await page.getByRole('button', { name: 'Generate VOSOT' }).click();
    await page.getByTestId('result-panel').waitFor();
    expect(await page.getByTestId('premium-card').count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it('reads well on a phone', async () => {
    const phone = await newContext(browser, env.url, {
      viewport: 'phone',
      sessionCookie: { name: SESSION_COOKIE, value: await env.sessionFor(reporter) },
    });
    const page = await phone.newPage();
    const errors = watchForErrors(page);
    await page.goto('/subscription');
    await plansShown(page);
    await page.getByTestId('active-badge').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'subscription-trialing-phone');
    expect(unexpected(errors)).toEqual([]);
    await phone.close();
  });

  it('signed out, the page asks to log in', async () => {
    const anonymous = await newContext(browser, env.url);
    const page = await anonymous.newPage();
    await page.goto('/subscription');
    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    await screenshot(page, 'subscription-signed-out-desktop');
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL('**/auth');
    await anonymous.close();
  });
});
