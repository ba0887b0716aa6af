import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, watchForErrors } from '../harness/browser';
import { SESSION_COOKIE, type TestStack, startTestStack } from '../harness/test-stack';

const SCRIPT =
  'The Metro City Council voted 6 to 1 on Tuesday night to approve a $4.7 million plan to repair 12 bridges ' +
  'across the county. Council President Maria Lopez said, "These bridges carry 45,000 drivers every day and ' +
  'they cannot wait another year." Work on the first 3 bridges begins in March and should take about 8 months.';

/** A producer works through every generator page in headless Chromium: fill, generate, read, copy. */
describe('the copy tools in the browser', () => {
  let env: TestStack;
  let browser: Browser;
  let producer: BrowserContext;
  let errors: string[] = [];

  beforeAll(async () => {
    env = await startTestStack({ portBase: 4200 });
    browser = await launchBrowser();
    // An admin reaches every tool, premium ones included (the premium card is tested below).
    const admin = await env.createUser({ role: 'admin', username: 'night_producer' });
    producer = await newContext(browser, env.url, {
      sessionCookie: { name: SESSION_COOKIE, value: await env.sessionFor(admin) },
    });
    await producer.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  });
  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  const open = async (path: string) => {
    const page = await producer.newPage();
    errors = watchForErrors(page);
    await page.goto(path);
    return page;
  };
  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
  const copy = async (page: Page, button: ReturnType<Page['getByRole']>) => {
    // Hold the element itself: a button named by its text is renamed "Copied!" for two seconds.
    const element = (await button.elementHandle())!;
    await element.click();
    await page.waitForFunction((el) => el.textContent?.includes('Copied!'), element);
    return clipboard(page);
  };

  it('Script Simplifier: the spec message on a short script, then the original and simplified side by side', async () => {
    const page = await open('/script-simplifier');
    await page.getByLabel('News Script').fill('Too short');
    await page.getByRole('button', { name: 'Simplify Script' }).click();
    await page.getByText('Script must be at least 10 characters').waitFor();
    await page.getByLabel('News Script').fill(SCRIPT);
    await page.getByLabel('Target Length').selectOption({ label: '30 Seconds' });
    await page.getByRole('button', { name: 'Simplify Script' }).click();
    const simplified = page.getByTestId('simplified-text');
    await simplified.waitFor();
    await page.getByText('VERIFY ALL COPY RESULTS').waitFor();
    await page.getByTestId('copy-checks').waitFor();
    await screenshot(page, 'tools-simplifier-desktop');
    const text = (await simplified.innerText()).trim();
    expect(text).not.toMatch(/\$/);
    expect((await copy(page, page.getByRole('button', { name: 'Copy Text' }).first())).trim()).toBe(text);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('VOSOT: Preview shows the labelled sections, Raw the package, and it copies', async () => {
    const page = await open('/vosot-generator');
    await page.getByLabel('News Script').fill(SCRIPT);
    await page.getByRole('button', { name: 'Generate VOSOT' }).click();
    const panel = page.getByTestId('result-panel');
    await panel.waitFor();
    for (const label of ['ANCHOR INTRO', 'VOICE OVER', 'SOUND ON TAPE']) await panel.getByText(label).first().waitFor();
    await screenshot(page, 'tools-vosot-preview-desktop');
    await page.getByRole('tab', { name: 'Raw' }).click();
    const copied = await copy(page, page.getByRole('button', { name: 'Copy the whole VOSOT' }));
    expect(copied).toMatch(/ANCHOR INTRO/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Tease: three paragraphs, each copyable', async () => {
    const page = await open('/tease-generator');
    await page.getByLabel('News Script').fill(SCRIPT);
    await page.getByLabel('Tease Style').selectOption('question');
    await page.getByRole('button', { name: 'Generate Teases' }).click();
    await page.getByTestId('result-panel').waitFor();
    await screenshot(page, 'tools-tease-desktop');
    const second = await copy(page, page.getByRole('button', { name: 'Copy tease 2' }));
    expect(second.length).toBeGreaterThan(20);
    const all = await copy(page, page.getByRole('button', { name: 'Copy all teases' }));
    expect(all.split(/\n\s*\n/)).toHaveLength(3);
    expect(all).toContain(second.trim());
    await page.close();
  });

  it('Banner: Option 1 to 3, each with its character count within the limit', async () => {
    const page = await open('/banner-builder');
    await page.getByLabel('Story Topic').fill('Council approves $4.7 million bridge repair plan');
    await page.getByLabel('Character Count').selectOption('30');
    await page.getByRole('button', { name: 'Generate Banners' }).click();
    for (const n of [1, 2, 3]) {
      const option = page.getByTestId(`option-${n}`);
      await option.waitFor();
      await option.getByText(`Option ${n}`).waitFor();
      const count = Number(/(\d+)\/30/.exec(await option.innerText())?.[1]);
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(30);
    }
    await screenshot(page, 'tools-banner-desktop');
    // Copy Text puts option 1's banner on the clipboard, as shown and within the count chosen.
    const first = await copy(page, page.getByTestId('option-1').getByRole('button'));
    expect(await page.getByTestId('option-1').innerText()).toContain(first);
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(30);
    await page.close();
  });

  it('Digital article: Preview and Raw Output, with the dateline', async () => {
    const page = await open('/digital-article-creator');
    await page.getByLabel('Headline').fill('Council approves bridge repairs');
    await page.getByLabel('Location').fill('Metro City');
    await page.getByLabel('Broadcast Content').fill(SCRIPT);
    await page.getByRole('button', { name: 'Create Article' }).click();
    await page.getByTestId('result-panel').waitFor();
    await page.getByRole('tab', { name: 'Raw Output' }).waitFor();
    await screenshot(page, 'tools-article-desktop');
    await page.getByRole('tab', { name: 'Raw Output' }).click();
    expect(await copy(page, page.getByRole('button', { name: 'Copy Raw' }))).toMatch(/METRO CITY/);
    await page.close();
  });

  it('Social: three posts in the chosen range, on a phone', async () => {
    const context = await newContext(browser, env.url, {
      viewport: 'phone',
      sessionCookie: (await producer.cookies()).map((c) => ({ name: c.name, value: c.value }))[0],
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
    const page = await context.newPage();
    await page.goto('/social-media-generator');
    await page.getByLabel('News Content').fill(SCRIPT);
    await page.getByLabel('Platform').selectOption('facebook');
    await page.getByRole('button', { name: 'Generate Posts' }).click();
    for (const n of [1, 2, 3]) await page.getByTestId(`option-${n}`).waitFor();
    await screenshot(page, 'tools-social-phone');
    const post = await copy(page, page.getByTestId('option-3').getByRole('button'));
    expect(post.length).toBeGreaterThanOrEqual(100);
    expect(post.length).toBeLessThanOrEqual(200);
    await context.close();
  });

  it('a journalist without a subscription sees the Premium Feature card, and the social upgrade promo', async () => {
    const journalist = await env.createUser({ username: 'field_reporter' });
    const context = await newContext(browser, env.url, {
      sessionCookie: { name: SESSION_COOKIE, value: await env.sessionFor(journalist) },
    });
    const page = await context.newPage();
    await page.goto('/banner-builder');
    const card = page.getByTestId('premium-card');
    await card.waitFor();
    await card.getByText('Premium Feature').waitFor();
    await screenshot(page, 'tools-premium-card-desktop');
    await card.getByRole('link', { name: 'View Subscription Options' }).click();
    await page.waitForURL('**/subscription');
    await page.goto('/social-media-generator');
    await page.getByRole('link', { name: 'Start 7-Day Free Trial' }).waitFor();
    await screenshot(page, 'tools-social-promo-desktop');
    await context.close();
  });
});
