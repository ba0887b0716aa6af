import type { UserView } from '@newsroom/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { type Reply, callsTo, findToast, mockApi, renderAdmin, rowOf, userRow } from '../test/harness';

const PATH = '/admin/user-management';
const USERS = '/api/admin/users';

/** GET /api/admin/users answering `users` as one page, with the total header. */
const usersReply = (users: UserView[], total = users.length): Reply => ({
  status: 200,
  body: users,
  headers: { 'x-total-count': String(total) },
});

const MARIA = userRow({ id: 11, username: 'maria', email: 'maria@wxyz.tv', role: 'admin' });
const TOM = userRow({ id: 12, username: 'tom', email: 'tom@wxyz.tv', role: 'user' });

const usersTable = () => screen.findByRole('table', { name: 'Users' });
const searches = (fetchMock: jest.Mock) => callsTo(fetchMock, 'GET', USERS).map((call) => call.url.search);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('UserManagementPage', () => {
  describe('the list', () => {
    it('shows each user with a role badge and two named actions', async () => {
      const fetchMock = mockApi({ [USERS]: usersReply([MARIA, TOM]) });
      renderAdmin(PATH);
      expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
      const table = await usersTable();
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Username', 'Email', 'Role', 'Actions']);
      const maria = rowOf(table, 'maria');
      expect(within(maria).getByRole('rowheader', { name: 'maria' })).toBeInTheDocument();
      expect(within(maria).getByRole('cell', { name: 'maria@wxyz.tv' })).toHaveAttribute('data-label', 'Email');
      expect(within(maria).getByText('Admin')).toHaveClass('nr-badge');
      expect(within(rowOf(table, 'tom')).getByText('User')).toHaveClass('nr-badge');
      expect(within(maria).getByRole('button', { name: 'Edit role of maria' })).toHaveTextContent('Role');
      expect(within(maria).getByRole('button', { name: 'Edit email of maria' })).toHaveTextContent('Email');
      expect(screen.getByText('2 users')).toBeInTheDocument();
      expect(searches(fetchMock)).toEqual(['?page=1&pageSize=25']);
    });

    it('shows a spinner while the first page loads', async () => {
      const answer = deferred<Reply>();
      mockApi({ [USERS]: () => answer.promise });
      renderAdmin(PATH);
      expect(screen.getByRole('status')).toHaveTextContent('Loading users…');
      answer.resolve(usersReply([TOM]));
      expect(await usersTable()).toBeInTheDocument();
      expect(screen.getByText('1 user')).toBeInTheDocument();
    });

    it('shows an error with Retry, which asks again', async () => {
      let fail = true;
      const fetchMock = mockApi({
        [USERS]: () =>
          fail ? { status: 503, body: { message: 'The sign-in service is unavailable.' } } : usersReply([TOM]),
      });
      const { user } = renderAdmin(PATH);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The users could not be loaded.');
      expect(alert).toHaveTextContent('The sign-in service is unavailable.');
      fail = false;
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await usersTable()).toBeInTheDocument();
      expect(searches(fetchMock)).toHaveLength(2);
    });

    it("says 'No Users Found' when there are none", async () => {
      mockApi({ [USERS]: usersReply([]) });
      renderAdmin(PATH);
      expect(await screen.findByRole('heading', { name: 'No Users Found' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    });
  });

  describe('search', () => {
    it('sends the search to the server once typing rests, from page 1', async () => {
      const fetchMock = mockApi({
        [USERS]: (_init, url) =>
          url.searchParams.get('search') === 'mar' ? usersReply([MARIA]) : usersReply([MARIA, TOM], 60),
      });
      const { user } = renderAdmin(PATH);
      await usersTable();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByText('Page 2 of 3');

      const box = screen.getByRole('searchbox', { name: 'Search users' });
      expect(box).toHaveAttribute('placeholder', 'Search by username or email');
      await user.type(box, 'mar');
      // Nothing is sent per keystroke.
      expect(searches(fetchMock)).toEqual(['?page=1&pageSize=25', '?page=2&pageSize=25']);
      await waitFor(() => expect(searches(fetchMock)).toContain('?page=1&pageSize=25&search=mar'));
      expect(searches(fetchMock)).toHaveLength(3);
      expect(await screen.findByText('1 user')).toBeInTheDocument();
      expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
      expect(rowOf(await usersTable(), 'tom')).toBeUndefined();
    });

    it('offers to clear a search that finds nobody', async () => {
      const fetchMock = mockApi({
        [USERS]: (_init, url) => (url.searchParams.get('search') ? usersReply([]) : usersReply([MARIA, TOM])),
      });
      const { user } = renderAdmin(PATH);
      await usersTable();
      await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zz{Enter}');
      expect(await screen.findByRole('heading', { name: 'No Users Found' })).toBeInTheDocument();
      expect(screen.getByText(/Clear the search to see every user/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Clear search' }));
      expect(await usersTable()).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
      expect(searches(fetchMock)).toEqual(['?page=1&pageSize=25', '?page=1&pageSize=25&search=zz']);
    });
  });

  describe('the pager', () => {
    it('moves between pages, disabled at the ends, keeping the page shown while the next loads', async () => {
      const page2 = deferred<Reply>();
      const rows = (page: number) => [userRow({ id: page * 100, username: `page${page}_reporter` })];
      const fetchMock = mockApi({
        [USERS]: (_init, url) => {
          const page = Number(url.searchParams.get('page'));
          return page === 2 ? page2.promise : usersReply(rows(page), 51);
        },
      });
      const { user } = renderAdmin(PATH);
      await usersTable();
      expect(screen.getByText('51 users')).toBeInTheDocument();
      expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
      const previous = screen.getByRole('button', { name: 'Previous' });
      const next = screen.getByRole('button', { name: 'Next' });
      expect(previous).toBeDisabled();
      expect(next).toBeEnabled();

      await user.click(next);
      // Page 1 stays on screen until page 2 arrives.
      expect(screen.getByText('page1_reporter')).toBeInTheDocument();
      page2.resolve(usersReply(rows(2), 51));
      expect(await screen.findByText('page2_reporter')).toBeInTheDocument();
      expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
      expect(previous).toBeEnabled();

      await user.click(next);
      expect(await screen.findByText('page3_reporter')).toBeInTheDocument();
      expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
      expect(next).toBeDisabled();

      await user.click(previous);
      expect(await screen.findByText('page2_reporter')).toBeInTheDocument();
      expect(searches(fetchMock)).toEqual(['?page=1&pageSize=25', '?page=2&pageSize=25', '?page=3&pageSize=25']);
    });
  });

  describe('Edit User Role', () => {
    it('enables Update Role only for another role, sends it, toasts and refreshes the list', async () => {
      let role: UserView['role'] = 'user';
      const fetchMock = mockApi({
        [`GET ${USERS}`]: () => usersReply([MARIA, { ...TOM, role }]),
        [`PATCH ${USERS}/12`]: (init) => {
          role = JSON.parse(String(init?.body)).role;
          return { status: 200, body: { ...TOM, role } };
        },
      });
      const { user } = renderAdmin(PATH);
      const opener = within(rowOf(await usersTable(), 'tom')).getByRole('button', { name: 'Edit role of tom' });
      await user.click(opener);

      const dialog = screen.getByRole('dialog', { name: 'Edit User Role' });
      expect(dialog).toHaveTextContent('tom');
      const select = within(dialog).getByRole('combobox', { name: 'Role' });
      expect(select).toHaveFocus();
      expect(select).toHaveValue('user');
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => [option.getAttribute('value'), option.textContent]),
      ).toEqual([
        ['user', 'User'],
        ['admin', 'Admin'],
      ]);
      const update = within(dialog).getByRole('button', { name: 'Update Role' });
      expect(update).toBeDisabled();
      await user.selectOptions(select, 'admin');
      expect(update).toBeEnabled();
      await user.selectOptions(select, 'user');
      expect(update).toBeDisabled();
      await user.selectOptions(select, 'admin');
      await user.click(update);

      expect(await findToast('User updated')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'PATCH', `${USERS}/12`).map((call) => call.body)).toEqual([{ role: 'admin' }]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() =>
        expect(within(rowOf(screen.getByRole('table'), 'tom')).getByText('Admin')).toBeInTheDocument(),
      );
      expect(searches(fetchMock)).toHaveLength(2);
      expect(opener).toHaveFocus();
    });

    it('shows "Updating..." while the change is pending', async () => {
      const answer = deferred<Reply>();
      mockApi({ [`GET ${USERS}`]: usersReply([TOM]), [`PATCH ${USERS}/12`]: () => answer.promise });
      const { user } = renderAdmin(PATH);
      await user.click(await screen.findByRole('button', { name: 'Edit role of tom' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
      await user.click(screen.getByRole('button', { name: 'Update Role' }));
      expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
      answer.resolve({ status: 200, body: { ...TOM, role: 'admin' } });
      expect(await findToast('User updated')).toBeInTheDocument();
    });

    it("keeps the dialog open and toasts the server's message when the last admin would go", async () => {
      mockApi({
        [`GET ${USERS}`]: usersReply([MARIA]),
        [`PATCH ${USERS}/11`]: { status: 409, body: { message: 'Cannot remove the last admin' } },
      });
      const { user } = renderAdmin(PATH);
      await user.click(await screen.findByRole('button', { name: 'Edit role of maria' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'user');
      await user.click(screen.getByRole('button', { name: 'Update Role' }));
      const toast = await findToast('Update failed');
      expect(toast).toHaveTextContent('Cannot remove the last admin');
      const dialog = screen.getByRole('dialog', { name: 'Edit User Role' });
      expect(within(dialog).getByRole('button', { name: 'Update Role' })).toBeEnabled();
    });

    it('closes on Cancel without a call', async () => {
      const fetchMock = mockApi({ [`GET ${USERS}`]: usersReply([TOM]) });
      const { user } = renderAdmin(PATH);
      await user.click(await screen.findByRole('button', { name: 'Edit role of tom' }));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(callsTo(fetchMock, 'PATCH', `${USERS}/12`)).toEqual([]);
    });
  });

  describe('Edit User Email', () => {
    it('enables Update Email only for a changed address with @, sends it and toasts', async () => {
      const fetchMock = mockApi({
        [`GET ${USERS}`]: usersReply([TOM]),
        [`PATCH ${USERS}/12/email`]: (init) => ({ status: 200, body: { ...TOM, ...JSON.parse(String(init?.body)) } }),
      });
      const { user } = renderAdmin(PATH);
      await user.click(await screen.findByRole('button', { name: 'Edit email of tom' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit User Email' });
      expect(dialog).toHaveTextContent('tom');
      const input = within(dialog).getByRole('textbox', { name: 'Email' });
      expect(input).toHaveValue('tom@wxyz.tv');
      expect(input).toHaveFocus();
      const update = within(dialog).getByRole('button', { name: 'Update Email' });
      expect(update).toBeDisabled();

      await user.clear(input);
      await user.type(input, 'tom.kabc.com');
      expect(update).toBeDisabled();
      await user.clear(input);
      await user.type(input, 'tom@wxyz.tv ');
      expect(update).toBeDisabled();
      await user.clear(input);
      await user.type(input, 'tom@kabc.com');
      expect(update).toBeEnabled();
      await user.click(update);

      expect(await findToast('Email updated')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'PATCH', `${USERS}/12/email`).map((call) => call.body)).toEqual([
        { email: 'tom@kabc.com' },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(searches(fetchMock)).toHaveLength(2));
    });

    it.each([
      [409, 'Email is already registered'],
      [400, 'Please enter a valid email address.'],
    ])("toasts 'Update failed' with the server's %d message and stays open", async (status, message) => {
      mockApi({
        [`GET ${USERS}`]: usersReply([TOM]),
        [`PATCH ${USERS}/12/email`]: { status, body: { message } },
      });
      const { user } = renderAdmin(PATH);
      await user.click(await screen.findByRole('button', { name: 'Edit email of tom' }));
      const input = screen.getByRole('textbox', { name: 'Email' });
      await user.clear(input);
      await user.type(input, 'taken@wxyz{Enter}');
      expect(await findToast('Update failed')).toHaveTextContent(message);
      expect(screen.getByRole('dialog', { name: 'Edit User Email' })).toBeInTheDocument();
      expect(input).toHaveValue('taken@wxyz');
    });

    it('falls back to its own message when the server gives none', async () => {
      mockApi({ [`GET ${USERS}`]: usersReply([TOM]), [`PATCH ${USERS}/12/email`]: { status: 500 } });
      const { user } = renderAdmin(PATH);
      await user.click(await screen.findByRole('button', { name: 'Edit email of tom' }));
      const input = screen.getByRole('textbox', { name: 'Email' });
      await user.clear(input);
      await user.type(input, 'new@wxyz.tv');
      await user.click(screen.getByRole('button', { name: 'Update Email' }));
      expect(await findToast('Update failed')).toHaveTextContent('Failed to update the email');
    });
  });
});
