import { ADMIN_MESSAGES, type SubscriptionPlanView } from '@newsroom/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_QUERY_KEYS } from '../data/queries';
import { callsTo, findToast, mockApi, plan, renderAdmin, rowOf, type ApiRoutes } from '../test/harness';

const PAGE = '/admin/paywall-settings';
const PLANS = '/api/admin/subscription-plans';

/** The page with its other cards answered, and the given plans in the table. */
function mockPage(plans: SubscriptionPlanView[] | { status: number }, routes: ApiRoutes = {}) {
  return mockApi({
    '/api/subscription-plans': Array.isArray(plans) ? { status: 200, body: plans } : plans,
    '/api/admin/payment-settings': {
      status: 200,
      body: { stripePublicKey: '', stripeSecretKey: '', hasSecretKey: false, testMode: true },
    },
    '/api/marketing-video': { status: 200, body: { videoUrl: '' } },
    ...routes,
  });
}

const table = () => screen.findByRole('table', { name: 'Subscription plans' });
const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label);
/** JSON's brackets are key names to user.type, so features text is pasted. */
async function paste(user: ReturnType<typeof renderAdmin>['user'], input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const monthly = plan({ id: 1, name: 'Monthly', price: 1495, features: ['All premium tools', 'Training Hub'] });
const yearly = plan({
  id: 2,
  name: 'Yearly',
  description: 'A year of every tool.',
  price: 9000,
  features: ['Everything in Monthly'],
  active: false,
});

describe('PaywallSettingsPage', () => {
  describe('the plans table', () => {
    it('lists every plan with its price in dollars, its features and its status', async () => {
      const fetchMock = mockPage([monthly, yearly]);
      renderAdmin(PAGE);
      expect(screen.getByRole('heading', { level: 1, name: 'Paywall Settings' })).toBeInTheDocument();
      const plans = await table();
      // Admins see inactive plans too.
      expect(callsTo(fetchMock, 'GET', '/api/subscription-plans')[0].url.search).toBe('?all=true');
      expect(
        within(plans)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['Name', 'Description', 'Price', 'Features', 'Status', 'Actions']);
      const first = rowOf(plans, 'Monthly');
      expect(within(first).getByRole('cell', { name: '$14.95' })).toHaveAttribute('data-label', 'Price');
      expect(
        within(first)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['All premium tools', 'Training Hub']);
      expect(within(first).getByText('Active')).toBeInTheDocument();
      const second = rowOf(plans, 'Yearly');
      expect(within(second).getByRole('cell', { name: '$90.00' })).toBeInTheDocument();
      expect(within(second).getByText('Inactive')).toBeInTheDocument();
      expect(within(second).getByRole('button', { name: 'Edit Yearly' })).toBeInTheDocument();
      expect(within(second).getByRole('button', { name: 'Delete Yearly' })).toBeInTheDocument();
    });

    it("says 'No Plans Available' when there are none", async () => {
      mockPage([]);
      renderAdmin(PAGE);
      expect(await screen.findByText(ADMIN_MESSAGES.noPlansAvailable)).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Subscription plans' })).not.toBeInTheDocument();
    });

    it('says the plans could not be loaded when the call fails', async () => {
      mockPage({ status: 500 });
      renderAdmin(PAGE);
      expect(await screen.findByText('No plans found or error loading plans.')).toBeInTheDocument();
    });
  });

  describe('deleting a plan', () => {
    it('asks the browser confirm word for word and deletes nothing on Cancel', async () => {
      const fetchMock = mockPage([monthly]);
      const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
      const { user } = renderAdmin(PAGE);
      await user.click(within(await table()).getByRole('button', { name: 'Delete Monthly' }));
      expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete the "Monthly" plan?');
      expect(callsTo(fetchMock, 'DELETE', `${PLANS}/1`)).toHaveLength(0);
    });

    it("deletes after yes, says 'Plan deleted' and refreshes the list", async () => {
      let plans = [monthly, yearly];
      const fetchMock = mockPage([], {
        '/api/subscription-plans': () => ({ status: 200, body: plans }),
        [`DELETE ${PLANS}/2`]: () => {
          plans = [monthly];
          return { status: 200, body: { success: true } };
        },
      });
      jest.spyOn(window, 'confirm').mockReturnValue(true);
      const { user } = renderAdmin(PAGE);
      await user.click(within(await table()).getByRole('button', { name: 'Delete Yearly' }));
      expect(await findToast('Plan deleted')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'DELETE', `${PLANS}/2`)).toHaveLength(1);
      await waitFor(() => expect(screen.queryByText('Yearly')).not.toBeInTheDocument());
    });

    it.each([
      [{ status: 404, body: { message: 'Plan not found' } }, 'Plan not found'],
      [{ status: 500 }, 'Failed to delete plan'],
    ])("says 'Deletion failed' with the server's message or the fallback (%j)", async (reply, text) => {
      mockPage([monthly], { [`DELETE ${PLANS}/1`]: reply });
      jest.spyOn(window, 'confirm').mockReturnValue(true);
      const { user } = renderAdmin(PAGE);
      await user.click(within(await table()).getByRole('button', { name: 'Delete Monthly' }));
      const toast = await findToast('Deletion failed');
      expect(toast).toHaveTextContent(text);
      expect(within(await table()).getByText('Monthly')).toBeInTheDocument();
    });
  });

  describe('the Add Plan dialog', () => {
    it('shows each rule’s message on submit and re-checks as the admin types', async () => {
      const fetchMock = mockPage([]);
      const { user } = renderAdmin(PAGE);
      await user.click(screen.getByRole('button', { name: 'Add Plan' }));
      expect(within(dialog()).getByRole('heading', { name: 'Add Plan' })).toBeInTheDocument();
      // New plans are always active: no switch to turn them off.
      expect(within(dialog()).queryByRole('switch')).not.toBeInTheDocument();
      const price = field('Price');
      expect(price).toHaveAttribute('type', 'number');
      expect(price).toHaveAttribute('step', '0.01');
      expect(price).toHaveAttribute('min', '0');
      expect(within(dialog()).getByText(/US dollars \(USD\)/)).toBeInTheDocument();

      await user.type(field('Name'), 'Mo');
      await user.type(field('Description'), 'Too short');
      await paste(user, field('Features'), 'All tools');
      await user.click(within(dialog()).getByRole('button', { name: 'Create Plan' }));
      for (const message of [
        'Plan name must be at least 3 characters.',
        'Description must be at least 10 characters.',
        'Price must be a valid number.',
        'Features must be a valid JSON array of strings.',
      ]) {
        expect(within(dialog()).getByText(message)).toBeInTheDocument();
      }
      expect(field('Name')).toHaveFocus();
      expect(field('Name')).toHaveAttribute('aria-invalid', 'true');

      await user.type(field('Name'), 'nthly');
      expect(within(dialog()).queryByText('Plan name must be at least 3 characters.')).not.toBeInTheDocument();
      await user.type(field('Price'), '-1');
      expect(within(dialog()).getByText('Price must be a valid number.')).toBeInTheDocument();
      await user.clear(field('Features'));
      await paste(user, field('Features'), '["a", 1]');
      expect(within(dialog()).getByText('Features must be a valid JSON array of strings.')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', PLANS)).toHaveLength(0);
    });

    it("creates the plan in cents, active, says 'Plan created' and refreshes the plan lists", async () => {
      let plans: SubscriptionPlanView[] = [];
      const fetchMock = mockPage([], {
        '/api/subscription-plans': () => ({ status: 200, body: plans }),
        [`POST ${PLANS}`]: (init) => {
          const body = JSON.parse(String(init?.body)) as Omit<SubscriptionPlanView, 'id'>;
          plans = [{ id: 9, ...body }];
          return { status: 201, body: plans[0] };
        },
      });
      const { user, queryClient } = renderAdmin(PAGE);
      await screen.findByText(ADMIN_MESSAGES.noPlansAvailable);
      await user.click(screen.getByRole('button', { name: 'Add Plan' }));
      await user.type(field('Name'), 'Monthly');
      await user.type(field('Description'), 'Every premium tool, billed monthly.');
      await user.type(field('Price'), '14.95');
      await paste(user, field('Features'), '["All premium tools", "Training Hub"]');
      const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
      await user.click(within(dialog()).getByRole('button', { name: 'Create Plan' }));

      expect(await findToast('Plan created')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', PLANS).map((call) => call.body)).toEqual([
        {
          name: 'Monthly',
          description: 'Every premium tool, billed monthly.',
          price: 1495,
          features: ['All premium tools', 'Training Hub'],
          active: true,
        },
      ]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(within(await table()).getByRole('cell', { name: '$14.95' })).toBeInTheDocument();
      // The admin table, the active list and the subscription page's product info.
      expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
        ['admin', 'plans'],
        ['subscription-plans'],
        ['subscription-product-info'],
      ]);
    });

    it.each([
      [{ status: 400, body: { message: 'Plan name must be at least 3 characters.' } }, 'Plan name must be at least 3'],
      [{ status: 500 }, 'Failed to create plan'],
    ])("says 'Creation failed' with the server's message or the fallback (%j)", async (reply, text) => {
      mockPage([], { [`POST ${PLANS}`]: reply });
      const { user } = renderAdmin(PAGE);
      await user.click(screen.getByRole('button', { name: 'Add Plan' }));
      await user.type(field('Name'), 'Monthly');
      await user.type(field('Description'), 'Every premium tool, billed monthly.');
      await user.type(field('Price'), '0');
      await paste(user, field('Features'), '[]');
      await user.click(within(dialog()).getByRole('button', { name: 'Create Plan' }));
      expect(await findToast('Creation failed')).toHaveTextContent(text);
      // The dialog stays open with what was typed, to try again.
      expect(field('Name')).toHaveValue('Monthly');
    });

    it("reads 'Saving...' while the plan is being created", async () => {
      let answer: (reply: { status: number; body?: unknown }) => void = () => undefined;
      mockPage([], { [`POST ${PLANS}`]: new Promise((resolve) => (answer = resolve)) });
      const { user } = renderAdmin(PAGE);
      await user.click(screen.getByRole('button', { name: 'Add Plan' }));
      await user.type(field('Name'), 'Monthly');
      await user.type(field('Description'), 'Every premium tool, billed monthly.');
      await user.type(field('Price'), '1.5');
      await paste(user, field('Features'), '["VOSOT"]');
      await user.click(within(dialog()).getByRole('button', { name: 'Create Plan' }));
      expect(await within(dialog()).findByRole('button', { name: 'Saving...' })).toBeDisabled();
      answer({ status: 201, body: plan({ price: 150 }) });
      expect(await findToast('Plan created')).toBeInTheDocument();
    });
  });

  describe('the Edit Plan dialog', () => {
    it('starts from the plan (dollars, features as JSON) and saves it with the Active switch', async () => {
      const fetchMock = mockPage([monthly], {
        [`PATCH ${PLANS}/1`]: (init) => ({ status: 200, body: { id: 1, ...JSON.parse(String(init?.body)) } }),
      });
      const { user } = renderAdmin(PAGE);
      await user.click(within(await table()).getByRole('button', { name: 'Edit Monthly' }));
      expect(within(dialog()).getByRole('heading', { name: 'Edit Plan' })).toBeInTheDocument();
      expect(field('Name')).toHaveValue('Monthly');
      expect(field('Description')).toHaveValue(monthly.description);
      expect(field('Price')).toHaveValue(14.95);
      expect(field('Features')).toHaveValue('["All premium tools","Training Hub"]');
      const active = within(dialog()).getByRole('switch', { name: 'Active' });
      expect(active).toBeChecked();

      await user.click(active);
      await user.clear(field('Price'));
      await user.type(field('Price'), '19.99');
      await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
      expect(await findToast('Plan updated')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'PATCH', `${PLANS}/1`).map((call) => call.body)).toEqual([
        {
          name: 'Monthly',
          description: monthly.description,
          price: 1999,
          features: ['All premium tools', 'Training Hub'],
          active: false,
        },
      ]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it.each([
      [{ status: 409, body: { message: 'A plan with this name exists.' } }, 'A plan with this name exists.'],
      [{ status: 500 }, 'Failed to update plan'],
    ])("says 'Update failed' with the server's message or the fallback (%j)", async (reply, text) => {
      mockPage([monthly], { [`PATCH ${PLANS}/1`]: reply });
      const { user } = renderAdmin(PAGE);
      await user.click(within(await table()).getByRole('button', { name: 'Edit Monthly' }));
      await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
      expect(await findToast('Update failed')).toHaveTextContent(text);
    });

    it("says 'No plan selected for editing' when the plan left the list while the dialog was open", async () => {
      const fetchMock = mockPage([monthly]);
      const { user, queryClient } = renderAdmin(PAGE);
      await user.click(within(await table()).getByRole('button', { name: 'Edit Monthly' }));
      // Deleted meanwhile (another admin, another tab): the list no longer holds it.
      queryClient.setQueryData(ADMIN_QUERY_KEYS.allPlans, []);
      expect(await within(dialog()).findByText('This plan is no longer in the list')).toBeInTheDocument();
      await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
      expect(await findToast('Update failed')).toHaveTextContent('No plan selected for editing');
      expect(callsTo(fetchMock, 'PATCH', `${PLANS}/1`)).toHaveLength(0);
    });

    it('closes on Cancel without a call', async () => {
      const fetchMock = mockPage([monthly]);
      const { user } = renderAdmin(PAGE);
      await user.click(within(await table()).getByRole('button', { name: 'Edit Monthly' }));
      await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(callsTo(fetchMock, 'PATCH', `${PLANS}/1`)).toHaveLength(0);
    });
  });

  it('ends with a numbered implementation guide naming the webhook endpoint and its secret', async () => {
    mockPage([]);
    renderAdmin(PAGE);
    const guide = screen.getByRole('heading', { name: 'Implementation Guide' }).closest('.nr-card') as HTMLElement;
    expect(within(guide).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    expect(guide).toHaveTextContent('/api/webhooks/stripe');
    expect(guide).toHaveTextContent('STRIPE_WEBHOOK_SECRET');
    await screen.findByText(ADMIN_MESSAGES.noPlansAvailable);
  });
});
