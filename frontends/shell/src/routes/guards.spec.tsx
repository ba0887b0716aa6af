import { screen } from '@testing-library/react';
import { loadRemoteModule } from '../remotes/federation';
import { resetRemotePagesForTests } from '../remotes/RemotePage';
import { ADMIN, JOURNALIST, mockFetch, renderApp, userRoute } from '../test/renderApp';

jest.mock('../remotes/federation', () => ({
  initRemotes: jest.fn(() => Promise.resolve({ tools: '/t', admin: '/a' })),
  loadRemoteModule: jest.fn(),
}));
const loadRemote = jest.mocked(loadRemoteModule);

beforeEach(() => {
  resetRemotePagesForTests();
  loadRemote.mockImplementation(async (remote, exposed) => ({
    default: () => <h1>{`${remote}/${exposed}`}</h1>,
  }));
});

describe('route guards', () => {
  it('shows a spinner while the user is loading', async () => {
    mockFetch({ '/api/user': new Promise<never>(() => undefined) });
    renderApp('/script-simplifier');
    // (The layout's own chunk shows the first spinner, for a moment.)
    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it.each(['/', '/script-simplifier', '/training-hub', '/profile', '/checkout', '/debug-sync', '/admin'])(
    'sends a signed-out visitor from %s to /auth',
    async (path) => {
      mockFetch({ '/api/user': userRoute(null) });
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/);
      expect(loadRemote).not.toHaveBeenCalled();
    },
  );

  it.each(['/terms-of-service', '/privacy-policy'])('lets a signed-out visitor read %s', async (path) => {
    mockFetch({ '/api/user': userRoute(null) });
    renderApp(path);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it.each([
    '/admin',
    '/admin/content-approval',
    '/admin/user-management',
    '/admin/paywall-settings',
    '/admin/training-management',
  ])('redirects a non-admin from %s to /', async (path) => {
    mockFetch({ '/api/user': userRoute(JOURNALIST) });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Welcome back, jo' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(loadRemote).not.toHaveBeenCalledWith('admin', expect.anything(), expect.anything());
  });

  it('renders the admin remote for an admin', async () => {
    mockFetch({ '/api/user': userRoute(ADMIN) });
    renderApp('/admin/user-management');
    expect(await screen.findByRole('heading', { name: 'admin/AdminApp' })).toBeInTheDocument();
    expect(screen.getByTestId('remote-admin')).toBeInTheDocument();
  });

  it.each([
    ['/script-simplifier', 'tools/ScriptSimplifierPage'],
    ['/vosot-generator', 'tools/VosotGeneratorPage'],
    ['/tease-generator', 'tools/TeaseGeneratorPage'],
    ['/banner-builder', 'tools/BannerBuilderPage'],
    ['/digital-article-creator', 'tools/DigitalArticleCreatorPage'],
    ['/social-media-generator', 'tools/SocialMediaGeneratorPage'],
    ['/training-hub', 'tools/TrainingHubPage'],
  ])('renders %s from the tools remote for a signed-in user', async (path, module) => {
    mockFetch({ '/api/user': userRoute(JOURNALIST) });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: module })).toBeInTheDocument();
    expect(screen.getByTestId('remote-tools')).toBeInTheDocument();
  });

  it('shows Page Not Found for any other path, signed in or not', async () => {
    mockFetch({ '/api/user': userRoute(null) });
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/no/such/page');
  });

  it('sends a signed-in user who opens /auth to /', async () => {
    mockFetch({ '/api/user': userRoute(JOURNALIST) });
    renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Welcome back, jo' })).toBeInTheDocument();
  });

  it('sends /checkout without a clientSecret to /subscription', async () => {
    mockFetch({ '/api/user': userRoute(JOURNALIST) });
    renderApp('/checkout');
    expect(await screen.findByRole('heading', { name: 'Subscription' })).toBeInTheDocument();
    expect(screen.getByText('Invalid Checkout Session')).toBeInTheDocument();
  });
});
