import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemoteModule } from '../remotes/federation';
import { resetRemotePagesForTests } from '../remotes/RemotePage';
import { ADMIN, JOURNALIST, mockFetch, renderApp, userRoute } from '../test/renderApp';

jest.mock('../remotes/federation', () => ({
  initRemotes: jest.fn(() => Promise.resolve({ tools: '/t', admin: '/a' })),
  loadRemoteModule: jest.fn(),
}));

beforeEach(() => {
  resetRemotePagesForTests();
  jest.mocked(loadRemoteModule).mockResolvedValue({ default: () => <p>remote page</p> });
});

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('shared layout', () => {
  it('shows the logo, the tagline, the main navigation and the footer', async () => {
    mockFetch({ '/api/user': userRoute(JOURNALIST) });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome back, jo' });
    expect(screen.getByText('Your AI Assistant for Fast, Polished, and Professional News Stories')).toBeInTheDocument();
    const links = within(mainNav())
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual([
      'Home',
      'Script Simplifier',
      'VOSOT Generator',
      'Tease Generator',
      'Banner Builder',
      'Article Creator',
      'Training Hub',
    ]);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('shows the Admin nav item to admins only', async () => {
    mockFetch({ '/api/user': userRoute(ADMIN) });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome back, admin' });
    expect(within(mainNav()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('hides the Admin nav item from non-admins', async () => {
    mockFetch({ '/api/user': userRoute(JOURNALIST) });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome back, jo' });
    expect(within(mainNav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it.each(['/admin', '/admin/user-management', '/admin/anything/else'])(
    'highlights Admin (and nothing else) on %s',
    async (path) => {
      mockFetch({ '/api/user': userRoute(ADMIN) });
      renderApp(path);
      await screen.findByText('remote page');
      const admin = within(mainNav()).getByRole('link', { name: 'Admin' });
      expect(admin).toHaveAttribute('aria-current', 'page');
      expect(admin).toHaveClass('app-nav__link--active');
      const current = within(mainNav())
        .getAllByRole('link')
        .filter((a) => a.getAttribute('aria-current') === 'page');
      expect(current).toEqual([admin]);
    },
  );

  it('highlights Home only on / and a tool on its own page', async () => {
    mockFetch({ '/api/user': userRoute(ADMIN) });
    renderApp('/script-simplifier');
    await screen.findByText('remote page');
    expect(within(mainNav()).getByRole('link', { name: 'Script Simplifier' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(mainNav()).getByRole('link', { name: 'Admin' })).not.toHaveAttribute('aria-current');
  });

  it('opens and closes the collapsible navigation with the toggle button', async () => {
    const user = userEvent.setup();
    mockFetch({ '/api/user': userRoute(JOURNALIST) });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome back, jo' });
    const toggle = screen.getByRole('button', { name: 'Open navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', mainNav().id);
    expect(mainNav()).not.toHaveClass('app-nav--open');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
    expect(mainNav()).toHaveClass('app-nav--open');

    // Choosing a page closes it again.
    await user.click(within(mainNav()).getByRole('link', { name: 'Training Hub' }));
    expect(await screen.findByText('remote page')).toBeInTheDocument();
    expect(mainNav()).not.toHaveClass('app-nav--open');
  });

  it('shows no navigation or account menu to a signed-out visitor', async () => {
    mockFetch({ '/api/user': userRoute(null) });
    renderApp('/privacy-policy');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });
});
