import { screen, within } from '@testing-library/react';
import { ADMIN, JOURNALIST, mockApi, renderAdmin } from './test/harness';

const sidebar = () => screen.getByRole('navigation', { name: 'Admin' });

describe('AdminApp', () => {
  it('tells a non-admin they have no access, with a way home, and calls nothing', async () => {
    const fetchMock = mockApi({});
    const { user } = renderAdmin('/admin', JOURNALIST);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access the admin area.")).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Return to Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('denies a missing user too', () => {
    mockApi({});
    renderAdmin('/admin/user-management', null);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('shows the Admin Tools sidebar with the active link highlighted', async () => {
    mockApi({});
    const { user } = renderAdmin('/admin', ADMIN);
    expect(screen.getByRole('heading', { name: 'Admin Tools', level: 2 })).toBeInTheDocument();
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Dashboard',
      'Content Approval',
      'User Management',
      'Paywall Settings',
    ]);
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(sidebar()).getByRole('link', { name: 'User Management' }));
    expect(screen.getByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'User Management' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('link', { name: 'User Management' })).toHaveClass('admin__link--active');
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['/admin/content-approval', 'Content Approval'],
    ['/admin/user-management', 'User Management'],
    ['/admin/paywall-settings', 'Paywall Settings'],
    ['/admin/training-management', 'Training Hub Management'],
    ['/admin/nothing-here', 'Page Not Found'],
  ])('renders %s as "%s"', (path, title) => {
    mockApi({});
    renderAdmin(path, ADMIN);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
