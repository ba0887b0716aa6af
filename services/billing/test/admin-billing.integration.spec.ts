import { BILLING_MESSAGES } from '@newsroom/contracts';
import { type BillingTestApp, newUserId, startBillingApp } from './billing-test-app';
import { fakeKey } from './fake-keys';

const admin = { id: 1, username: 'admin', role: 'admin' as const };
const SECRET = fakeKey('sk_test_', '9876');

describe('admin billing routes', () => {
  let sut: BillingTestApp;
  beforeAll(async () => {
    sut = await startBillingApp();
  });
  afterAll(() => sut?.close());

  it('refuses every admin route to a non-admin with 403', async () => {
    const user = { id: newUserId() };
    const routes: Array<[string, string, unknown?]> = [
      ['POST', '/api/admin/subscription-plans', {}],
      ['PATCH', '/api/admin/subscription-plans/1', {}],
      ['DELETE', '/api/admin/subscription-plans/1'],
      ['GET', '/api/admin/payment-settings'],
      ['POST', '/api/admin/payment-settings', {}],
      ['POST', '/api/admin/marketing-video', {}],
    ];
    for (const [method, path, json] of routes) {
      const res = await sut.call(method, path, { user, json });
      expect([method, path, res.status]).toEqual([method, path, 403]);
    }
  });

  describe('plans', () => {
    const valid = {
      name: 'Newsroom Pro',
      description: 'Every tool for a whole desk.',
      price: 2500,
      features: ['VOSOT', 'Tease'],
    };

    it('creates a plan (always active), edits it (active toggled) and deletes it', async () => {
      const created = await sut.call('POST', '/api/admin/subscription-plans', {
        user: admin,
        json: { ...valid, active: false },
      });
      expect(created.status).toBe(201);
      expect(created.json).toEqual({ id: expect.any(Number), ...valid, active: true });
      const id = created.json.id;

      const edited = await sut.call('PATCH', `/api/admin/subscription-plans/${id}`, {
        user: admin,
        json: { ...valid, name: 'Newsroom Team', active: false },
      });
      expect(edited.status).toBe(200);
      expect(edited.json).toEqual({ id, ...valid, name: 'Newsroom Team', active: false });

      const publicList = await sut.call('GET', '/api/subscription-plans', { user: { id: newUserId() } });
      expect(publicList.json.map((p: { name: string }) => p.name)).toEqual(['Monthly', 'Yearly']);
      const adminList = await sut.call('GET', '/api/subscription-plans?all=true', { user: admin });
      expect(adminList.json.map((p: { name: string }) => p.name)).toContain('Newsroom Team');
      const userAll = await sut.call('GET', '/api/subscription-plans?all=true', { user: { id: newUserId() } });
      expect(userAll.json.map((p: { name: string }) => p.name)).toEqual(['Monthly', 'Yearly']);

      expect((await sut.call('DELETE', `/api/admin/subscription-plans/${id}`, { user: admin })).status).toBe(200);
      const gone = await sut.call('DELETE', `/api/admin/subscription-plans/${id}`, { user: admin });
      expect(gone.status).toBe(404);
      expect(gone.json).toEqual({ message: BILLING_MESSAGES.planNotFound });
      expect(
        (await sut.call('PATCH', `/api/admin/subscription-plans/${id}`, { user: admin, json: valid })).status,
      ).toBe(404);
    });

    it.each([
      [{ name: 'Pr' }, BILLING_MESSAGES.planNameMin],
      [{ description: 'Short' }, BILLING_MESSAGES.planDescriptionMin],
      [{ price: -5 }, BILLING_MESSAGES.planPriceInvalid],
      [{ price: 'ten' }, BILLING_MESSAGES.planPriceInvalid],
      [{ features: 'VOSOT, Tease' }, BILLING_MESSAGES.planFeaturesInvalid],
      [{ features: [1] }, BILLING_MESSAGES.planFeaturesInvalid],
    ])('refuses %j with the form message', async (change, message) => {
      const create = await sut.call('POST', '/api/admin/subscription-plans', {
        user: admin,
        json: { ...valid, ...change },
      });
      expect(create.status).toBe(400);
      expect(create.json).toEqual({ message });
      const update = await sut.call('PATCH', '/api/admin/subscription-plans/1', {
        user: admin,
        json: { ...valid, ...change },
      });
      expect(update.status).toBe(400);
      expect(update.json).toEqual({ message });
    });
  });

  describe('payment settings', () => {
    it.each([
      [{ stripePublicKey: 'pk_test_1' }, BILLING_MESSAGES.keysRequired],
      [{ stripeSecretKey: SECRET }, BILLING_MESSAGES.keysRequired],
      [{ stripeSecretKey: 'pk_test_1', stripePublicKey: 'pk_test_1' }, 'The secret key must start with sk_'],
      [{ stripeSecretKey: SECRET, stripePublicKey: 'sk_test_1' }, 'The public key must start with pk_'],
    ])('refuses %j with its message', async (json, message) => {
      const res = await sut.call('POST', '/api/admin/payment-settings', { user: admin, json });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message });
    });

    it('stores the secret encrypted, shows it masked only, and never logs it', async () => {
      const empty = await sut.call('GET', '/api/admin/payment-settings', { user: admin });
      expect(empty.json).toEqual({ stripePublicKey: '', stripeSecretKey: '', hasSecretKey: false, testMode: true });

      const saved = await sut.call('POST', '/api/admin/payment-settings', {
        user: admin,
        json: { stripeSecretKey: SECRET, stripePublicKey: 'pk_test_public', testMode: false },
      });
      expect(saved.status).toBe(200);
      expect(saved.text).not.toContain(SECRET);
      const read = await sut.call('GET', '/api/admin/payment-settings', { user: admin });
      expect(read.json).toEqual({
        stripePublicKey: 'pk_test_public',
        stripeSecretKey: 'sk_test_••••••••9876',
        hasSecretKey: true,
        testMode: false,
      });
      expect(read.text).not.toContain(SECRET);

      const [row] = await sut.db.query(`SELECT secret_key_encrypted FROM payment_settings`);
      expect(row.secret_key_encrypted).not.toContain(SECRET);
      expect(row.secret_key_encrypted).not.toContain('VerySecret');
      expect(JSON.stringify(await sut.db.query(`SELECT * FROM payment_settings`))).not.toContain(SECRET);

      expect(sut.logs.lines.some((line) => line.includes('Payment settings saved'))).toBe(true);
      expect(sut.logs.lines.join('\n')).not.toContain(SECRET);
    });
  });

  describe('marketing video', () => {
    it('is an empty string until set', async () => {
      const res = await sut.call('GET', '/api/marketing-video', { user: { id: newUserId() } });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ videoUrl: '' });
    });

    it.each([
      [
        '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>',
        'https://www.youtube.com/embed/dQw4w9WgXcQ',
      ],
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
      ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
      ['https://www.youtube.com/shorts/aBcDeFgHiJk', 'https://www.youtube.com/embed/aBcDeFgHiJk'],
      ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
      ['  https://cdn.example.com/promo.mp4 ', 'https://cdn.example.com/promo.mp4'],
    ])('stores %s as %s', async (videoUrl, stored) => {
      const saved = await sut.call('POST', '/api/admin/marketing-video', { user: admin, json: { videoUrl } });
      expect(saved.status).toBe(200);
      expect(saved.json).toEqual({ videoUrl: stored });
      expect((await sut.call('GET', '/api/marketing-video', { user: { id: newUserId() } })).json).toEqual({
        videoUrl: stored,
      });
    });

    it('refuses an empty URL', async () => {
      const res = await sut.call('POST', '/api/admin/marketing-video', { user: admin, json: { videoUrl: ' ' } });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: BILLING_MESSAGES.videoUrlRequired });
    });
  });
});
