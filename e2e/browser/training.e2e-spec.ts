import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { COACH_LIST_CATEGORIES, TRAINING_MESSAGES, TRAINING_PATHS, type TrainingItemView } from '@newsroom/contracts';
import { launchBrowser, newContext, screenshot, watchForErrors } from '../harness/browser';
import { call } from '../harness/http';
import { SESSION_COOKIE, type TestStack, type TestUser, startTestStack } from '../harness/test-stack';

const ROOT = path.resolve(__dirname, '../..');
const VIMEO_ID = '76979871';

/**
 * The Training Hub in headless Chromium, on a new install (the starter library seeded as
 * `npm start` seeds it): a trialing journalist reads and watches and asks the coach; a free user
 * meets the Premium Content panel; an admin submits, approves and deletes.
 */
describe('the Training Hub in the browser', () => {
  let env: TestStack;
  let browser: Browser;
  let admin: TestUser;
  let adminCookie: string;
  let premiumVideo: TrainingItemView;
  let coachVideo: TrainingItemView;

  const createItem = async (body: object) => {
    const res = await call(env.url, 'POST', TRAINING_PATHS.adminCreate, { cookie: adminCookie, json: body });
    expect(res.status).toBe(201);
    return res.json as unknown as TrainingItemView;
  };

  beforeAll(async () => {
    env = await startTestStack({ portBase: 4700 });
    execFileSync(process.execPath, ['services/training/dist/seed-library.js'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: env.databaseUrl },
      stdio: 'pipe',
    });
    browser = await launchBrowser();
    admin = await env.createUser({ role: 'admin', username: 'training_editor' });
    adminCookie = await env.cookieFor(admin);
    premiumVideo = await createItem({
      title: 'Reading the prompter without sounding read',
      content:
        'A short workshop on pacing, breath marks and eye contact. Watch it once through, then again with a ' +
        'script of your own on the prompter.',
      category: 'On-Camera Techniques',
      contentType: 'video',
      resourceUrl: `https://vimeo.com/${VIMEO_ID}`,
      tags: ['premium'],
    });
    coachVideo = await createItem({
      title: 'Coach session: pitching your first enterprise story',
      content: 'How to take an idea from a hallway conversation to an approved pitch in one morning meeting.',
      category: COACH_LIST_CATEGORIES.videos,
      contentType: 'video',
      resourceUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
  });
  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  /** A signed-in context; Vimeo's player (outside our walls, and unreachable here) answers with a stand-in page. */
  const contextFor = async (user: TestUser, viewport: 'desktop' | 'phone' = 'desktop') => {
    const context = await newContext(browser, env.url, {
      viewport,
      sessionCookie: { name: SESSION_COOKIE, value: await env.sessionFor(user) },
    });
    await context.route('https://player.vimeo.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>Vimeo player</p>' }),
    );
    return context;
  };
  const card = (page: Page, title: string) => page.getByTestId('training-card').filter({ hasText: title });
  const coachAnswers = (page: Page) => page.locator('[data-testid="coach-message"][data-role="coach"]');

  const ask = async (page: Page, question: string) => {
    const answersBefore = await coachAnswers(page).count();
    await page.getByLabel('Your question').fill(question);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="coach-message"][data-role="coach"]').length > n,
      answersBefore,
    );
    await page.getByTestId('coach-pending').waitFor({ state: 'detached' });
    return (await coachAnswers(page).last().innerText()).trim();
  };

  it('a trialing journalist browses the library, opens a video, and asks the coach two questions', async () => {
    const journalist = await env.createUser({ username: 'morning_reporter' });
    const cookie = await env.cookieFor(journalist);
    expect((await call(env.url, 'POST', '/api/activate-manual-trial', { cookie })).status).toBe(200);

    const context = await contextFor(journalist);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto('/training-hub');

    // The seeded library, grouped in the spec's order.
    await page.locator('.training-group').first().waitFor();
    const headings = await page.locator('.training-group h2').allInnerTexts();
    const names = headings.map((h) => h.replace(/\s*\d+\s*$/, '').trim());
    expect(names.slice(0, 8)).toEqual([
      'Getting Started/FAQs',
      'Best Practices',
      'Technical Guidelines',
      'Writing Tips',
      'On-Camera Techniques',
      'Production Resources',
      'AI Journalism News',
      'PDF Resources',
    ]);
    await screenshot(page, 'training-browse-trialing-desktop');

    // A premium Vimeo video plays in its card for a subscriber; Read more opens the whole text.
    const video = card(page, premiumVideo.title);
    await video.scrollIntoViewIfNeeded();
    await video.getByText('Premium', { exact: true }).waitFor();
    const player = video.locator('iframe');
    expect(await player.getAttribute('src')).toBe(`https://player.vimeo.com/video/${VIMEO_ID}`);
    await expect(player.contentFrame().getByText('Vimeo player').waitFor()).resolves.toBeUndefined();
    await video.getByRole('button', { name: 'Read more' }).click();
    const dialog = page.getByRole('dialog', { name: premiumVideo.title });
    await dialog.getByText('Watch it once through, then again').waitFor();
    await screenshot(page, 'training-video-open-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A PDF resource links to the file the shell serves.
    const pdf = page.getByTestId('training-card').filter({ hasText: 'Words-to-Seconds Chart' });
    const href = await pdf.getByRole('link', { name: /Open PDF/ }).getAttribute('href');
    const file = await call(env.url, 'GET', href!);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);

    // The coach: two questions, two answers, the conversation kept across tabs.
    await page.getByRole('tab', { name: 'AI Coach' }).click();
    await page.getByText("Hi, I'm your career coach.").waitFor();
    await page.getByLabel('Skill Area').selectOption('content');
    const first = await ask(page, 'How do I keep a reader to exactly 30 seconds?');
    expect(first.length).toBeGreaterThan(80);
    const second = await ask(page, 'And how do I write numbers so the anchor reads them cleanly?');
    expect(second.length).toBeGreaterThan(80);
    expect(await page.locator('[data-testid="coach-message"][data-role="user"]').count()).toBe(2);
    expect(await coachAnswers(page).count()).toBe(3);
    await screenshot(page, 'training-coach-chat-desktop');

    await page.getByRole('tab', { name: 'Browse' }).click();
    await page.getByRole('tab', { name: 'AI Coach' }).click();
    expect(await coachAnswers(page).count()).toBe(3);
    await page.getByRole('button', { name: 'Clear Chat' }).click();
    expect(await coachAnswers(page).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, the chat box and the lists fit the screen', async () => {
    const journalist = await env.createUser({ username: 'field_producer' });
    expect(
      (await call(env.url, 'POST', '/api/activate-manual-trial', { cookie: await env.cookieFor(journalist) })).status,
    ).toBe(200);
    const context = await contextFor(journalist, 'phone');
    const page = await context.newPage();
    await page.goto('/training-hub');
    await page.locator('.training-group').first().waitFor();
    await screenshot(page, 'training-browse-phone');
    await page.getByRole('tab', { name: 'AI Coach' }).click();
    await ask(page, 'What should I practise this week?');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'training-coach-chat-phone');
    await context.close();
  });

  it('a free user sees the Premium Content panel instead of a premium video, and no coach chat', async () => {
    const reader = await env.createUser({ username: 'weekend_anchor' });
    const context = await contextFor(reader);
    const page = await context.newPage();
    await page.goto('/training-hub');
    const video = card(page, premiumVideo.title);
    await video.scrollIntoViewIfNeeded();
    const panel = video.getByTestId('premium-locked');
    await panel.getByText(TRAINING_MESSAGES.premiumTitle).waitFor();
    await panel.getByText(TRAINING_MESSAGES.premiumText).waitFor();
    expect(await video.locator('iframe').count()).toBe(0);
    expect(await video.getByRole('button', { name: 'Read more' }).count()).toBe(0);
    await screenshot(page, 'training-locked-free-desktop');

    await page.getByRole('tab', { name: 'AI Coach' }).click();
    await page.getByTestId('premium-card').waitFor();
    await page.getByRole('tab', { name: 'Browse' }).click();
    await card(page, premiumVideo.title).getByRole('link', { name: TRAINING_MESSAGES.viewPlans }).click();
    await page.waitForURL('**/subscription');
    await context.close();
  });

  it('an admin submits through Submit Content, approves it, sees it on the hub, and deletes a coach video', async () => {
    const context = await contextFor(admin);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto('/training-hub');
    await page.getByRole('tab', { name: 'Submit Content' }).click();

    const title = 'Cutting a package to time in the edit bay';
    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Content', { exact: true })
      .fill(
        'Lay the bites first, then write the track to the pictures you have, and trim from the middle of the ' +
          'package, never the end.',
      );
    await page.getByLabel('Category').selectOption('Production Resources');
    expect(await page.getByLabel('Resource URL').count()).toBe(0);
    await page.getByLabel('Content Type').selectOption('blog');
    await page.getByLabel('Resource URL').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await page.getByText(TRAINING_MESSAGES.resourceUrlInvalid).waitFor();
    await page.getByLabel('Resource URL').fill('https://example.org/edit-bay');
    await screenshot(page, 'training-submit-admin-desktop');
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await page.getByText(TRAINING_MESSAGES.submittedTitle).first().waitFor();

    // It waits as pending: in the approval queue, not on the hub.
    const pending = await call(env.url, 'GET', TRAINING_PATHS.pending, { cookie: adminCookie });
    const submitted = (pending.json as unknown as TrainingItemView[]).find((i) => i.title === title);
    expect(submitted).toMatchObject({ status: 'pending', authorId: admin.id, contentType: 'blog' });
    await page.getByRole('tab', { name: 'Browse' }).click();
    await card(page, 'Welcome to the Training Hub').waitFor();
    expect(await card(page, title).count()).toBe(0);

    // Approved (the Content Approval page arrives with the admin area): it shows on the hub.
    const review = await call(env.url, 'PATCH', TRAINING_PATHS.review(submitted!.id), {
      cookie: adminCookie,
      json: { status: 'approved' },
    });
    expect(review.status).toBe(200);
    await page.reload();
    const published = card(page, title);
    await published.waitFor();
    expect(await published.locator('xpath=ancestor::section[1]//h2').innerText()).toMatch(/^Production Resources/);

    // A coach video: deleted after the confirm.
    await page.getByRole('tab', { name: 'AI Coach' }).click();
    await page.getByRole('tab', { name: 'Video Library' }).click();
    const coachCard = card(page, coachVideo.title);
    await coachCard.getByRole('button', { name: `Delete ${coachVideo.title}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await screenshot(page, 'training-delete-confirm-desktop');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await coachCard.waitFor();
    await coachCard.getByRole('button', { name: `Delete ${coachVideo.title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(TRAINING_MESSAGES.contentDeleted).first().waitFor();
    await coachCard.waitFor({ state: 'detached' });
    const all = await call(env.url, 'GET', TRAINING_PATHS.all, { cookie: adminCookie });
    expect((all.json as unknown as TrainingItemView[]).some((i) => i.id === coachVideo.id)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an admin on a phone can reach every tab', async () => {
    const context: BrowserContext = await contextFor(admin, 'phone');
    const page = await context.newPage();
    await page.goto('/training-hub');
    await page.getByRole('tab', { name: 'Submit Content' }).click();
    await page.getByLabel('Title').waitFor();
    await screenshot(page, 'training-submit-admin-phone');
    await page.getByRole('tab', { name: 'AI Coach' }).click();
    await page.getByRole('tab', { name: 'Resources' }).click();
    await screenshot(page, 'training-coach-resources-phone');
    await context.close();
  });
});
