import { screen, within } from '@testing-library/react';
import { ADMIN, JOURNALIST, mockFetch, renderApp, userRoute } from '../test/renderApp';

jest.mock('../remotes/federation', () => ({
  initRemotes: jest.fn(() => Promise.resolve({ tools: '/t', admin: '/a' })),
  loadRemoteModule: jest.fn(),
}));

const cardLink = (testId: string) => within(screen.getByTestId(testId)).getByRole('link');

describe('HomePage', () => {
  it('shows Social Media Generator and Script Simplifier (FREE) and Training Hub, each linking to its page', async () => {
    mockFetch({ '/api/user': userRoute(JOURNALIST) });
    renderApp('/');
    const social = await screen.findByTestId('home-card-social');
    expect(within(social).getByRole('heading', { name: 'Social Media Generator' })).toBeInTheDocument();
    expect(within(social).getByText('FREE')).toBeInTheDocument();
    expect(cardLink('home-card-social')).toHaveAttribute('href', '/social-media-generator');

    const simplifier = screen.getByTestId('home-card-simplifier');
    expect(within(simplifier).getByRole('heading', { name: 'Script Simplifier' })).toBeInTheDocument();
    expect(within(simplifier).getByText('FREE')).toBeInTheDocument();
    expect(cardLink('home-card-simplifier')).toHaveAttribute('href', '/script-simplifier');

    const training = screen.getByTestId('home-card-training');
    expect(within(training).getByRole('heading', { name: 'Training Hub' })).toBeInTheDocument();
    expect(within(training).queryByText('FREE')).not.toBeInTheDocument();
    expect(cardLink('home-card-training')).toHaveAttribute('href', '/training-hub');
  });

  it('leaves the Admin Tools card out for non-admins', async () => {
    mockFetch({ '/api/user': userRoute(JOURNALIST) });
    renderApp('/');
    await screen.findByTestId('home-card-social');
    expect(screen.queryByTestId('home-card-admin')).not.toBeInTheDocument();
    expect(screen.queryByText('Admin Tools')).not.toBeInTheDocument();
  });

  it('shows admins the Admin Tools card with its three jobs, linking to /admin', async () => {
    mockFetch({ '/api/user': userRoute(ADMIN) });
    renderApp('/');
    const card = await screen.findByTestId('home-card-admin');
    expect(within(card).getByRole('heading', { name: 'Admin Tools' })).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Approve training submissions', 'Manage user accounts and roles', 'Configure paywall settings']);
    expect(cardLink('home-card-admin')).toHaveAttribute('href', '/admin');
  });
});
