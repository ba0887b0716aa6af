import type { PaymentSettingsView } from '@newsroom/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { randomBytes } from 'node:crypto';
import { callsTo, findToast, mockApi, renderAdmin, type Reply } from '../test/harness';
import { reloadPage } from './reloadPage';

jest.mock('./reloadPage', () => ({ ...jest.requireActual('./reloadPage'), reloadPage: jest.fn() }));

const PAGE = '/admin/paywall-settings';
const SETTINGS = '/api/admin/payment-settings';

/** Key-shaped values made at run time: no file holds anything that looks like a real key. */
const secretKey = () => `sk_test_${randomBytes(12).toString('hex')}`;
const publicKey = () => `pk_test_${randomBytes(12).toString('hex')}`;

const stored = (fields: Partial<PaymentSettingsView> = {}): Reply => ({
  status: 200,
  body: {
    stripePublicKey: 'pk_test_stored',
    stripeSecretKey: 'sk_test_••••••••1234',
    hasSecretKey: true,
    testMode: false,
    ...fields,
  },
});

function mockPage(settings: Reply, routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    '/api/subscription-plans': { status: 200, body: [] },
    '/api/marketing-video': { status: 200, body: { videoUrl: '' } },
    [`GET ${SETTINGS}`]: settings,
    ...routes,
  });
}

const card = async () =>
  (await screen.findByRole('heading', { name: 'Payment Gateway' })).closest('.nr-card') as HTMLElement;
const secretInput = () => screen.getByLabelText('Secret Key');
const publicInput = () => screen.getByLabelText('Public Key');
const testMode = () => screen.getByRole('switch', { name: 'Test Mode' });
const save = () => screen.getByRole('button', { name: 'Save Payment Settings' });

describe('PaymentGatewayCard', () => {
  it('shows the stored secret only masked, an empty secret input and the stored public key', async () => {
    mockPage(stored());
    renderAdmin(PAGE);
    const gateway = await card();
    expect(await within(gateway).findByText('sk_test_••••••••1234')).toBeInTheDocument();
    expect(secretInput()).toHaveAttribute('type', 'password');
    expect(secretInput()).toHaveValue('');
    expect(publicInput()).toHaveValue('pk_test_stored');
    expect(testMode()).not.toBeChecked();
  });

  it('turns test mode on when nothing is stored', async () => {
    mockPage(stored({ stripePublicKey: '', stripeSecretKey: '', hasSecretKey: false, testMode: true }));
    renderAdmin(PAGE);
    expect(await screen.findByText('No secret key is stored yet.')).toBeInTheDocument();
    expect(testMode()).toBeChecked();
    expect(publicInput()).toHaveValue('');
  });

  it('only logs a failed load, then shows empty fields with test mode on', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockPage({ status: 500, body: { message: 'database down' } });
    renderAdmin(PAGE);
    expect(await screen.findByText('No secret key is stored yet.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to load payment settings', expect.any(Error));
    expect(secretInput()).toHaveValue('');
    expect(publicInput()).toHaveValue('');
    expect(testMode()).toBeChecked();
    expect(document.querySelector('.nr-toast')).toBeNull();
  });

  it('needs both keys, then each with its own prefix, and re-checks as the admin types', async () => {
    const fetchMock = mockPage(stored({ stripePublicKey: '' }));
    const { user } = renderAdmin(PAGE);
    await card();
    await screen.findByLabelText('Secret Key');
    await user.click(save());
    expect(await screen.findByText('Both the secret key and the public key are required.')).toBeInTheDocument();
    expect(secretInput()).toHaveFocus();

    await user.type(secretInput(), 'pk_wrong');
    await user.type(publicInput(), 'sk_wrong');
    expect(screen.getByText('The secret key must start with sk_')).toBeInTheDocument();
    expect(screen.getByText('The public key must start with pk_')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', SETTINGS)).toHaveLength(0);
  });

  it("saves the keys and test mode, says 'Payment settings saved', then reloads the page", async () => {
    const secret = secretKey();
    const publicValue = publicKey();
    const fetchMock = mockPage(stored(), {
      [`POST ${SETTINGS}`]: { status: 200, body: stored({ stripeSecretKey: 'sk_test_••••••••9999' }).body },
    });
    const { user } = renderAdmin(PAGE);
    await card();
    await user.type(await screen.findByLabelText('Secret Key'), secret);
    await user.clear(publicInput());
    await user.type(publicInput(), publicValue);
    await user.click(testMode());
    await user.click(save());

    expect(await findToast('Payment settings saved')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', SETTINGS).map((call) => call.body)).toEqual([
      { stripeSecretKey: secret, stripePublicKey: publicValue, testMode: true },
    ]);
    // A moment later, so the toast is seen first.
    expect(reloadPage).not.toHaveBeenCalled();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), { timeout: 2000 });

    // The secret is gone from the page: the input is empty and only the masked hint is shown.
    expect(secretInput()).toHaveValue('');
    expect(document.body.innerHTML).not.toContain(secret);
    expect(within(await card()).getByText(/^sk_test_/)).toBeInTheDocument();
  });

  it.each([
    [{ status: 400, body: { message: 'The secret key must start with sk_' } }, 'The secret key must start with sk_'],
    [{ status: 500 }, 'Failed to save payment settings'],
  ])("says 'Save failed' with the server's message or the fallback and does not reload (%j)", async (reply, text) => {
    mockPage(stored(), { [`POST ${SETTINGS}`]: reply });
    const { user } = renderAdmin(PAGE);
    await card();
    await user.type(await screen.findByLabelText('Secret Key'), secretKey());
    await user.click(save());
    expect(await findToast('Save failed')).toHaveTextContent(text);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
