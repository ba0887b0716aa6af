import { screen, within } from '@testing-library/react';
import { initRemotes } from '../remotes/federation';
import { mockFetch, renderApp, userRoute } from '../test/renderApp';

jest.mock('../remotes/federation', () => ({
  initRemotes: jest.fn(),
  loadRemoteModule: jest.fn(),
}));

const MANIFEST = { tools: '/t', admin: '/a', supportEmail: 'desk@example.com' };

describe('Terms of Service and Privacy Policy', () => {
  beforeEach(() => jest.mocked(initRemotes).mockResolvedValue(MANIFEST));

  it('states the terms: effective date, Georgia law, age limits, review of submissions, support address', async () => {
    mockFetch({ '/api/user': userRoute(null) });
    renderApp('/terms-of-service');
    expect(await screen.findByRole('heading', { name: 'Terms of Service', level: 1 })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Effective May 15, 2025');
    expect(main).toHaveTextContent('These terms are governed by the laws of the State of Georgia.');
    expect(main).toHaveTextContent('You must be at least 13 years old to use the service.');
    expect(main).toHaveTextContent('If you are under 18, you need the permission of a parent or legal guardian.');
    expect(main).toHaveTextContent('All training submissions are reviewed before publication.');
    expect(await within(main).findByRole('link', { name: 'desk@example.com' })).toHaveAttribute(
      'href',
      'mailto:desk@example.com',
    );
  });

  it('states the privacy policy with its date, the review of submissions and the support address', async () => {
    mockFetch({ '/api/user': userRoute(null) });
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Effective May 15, 2025');
    expect(main).toHaveTextContent('All training submissions are reviewed before publication.');
    expect(await within(main).findByRole('link', { name: 'desk@example.com' })).toBeInTheDocument();
  });

  it('uses the default support address when /remotes.json names none or fails', async () => {
    jest.mocked(initRemotes).mockRejectedValue(new Error('GET /remotes.json answered 502'));
    mockFetch({ '/api/user': userRoute(null) });
    renderApp('/terms-of-service');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'support@newsroomcopydesk.com' })).toHaveAttribute(
      'href',
      'mailto:support@newsroomcopydesk.com',
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      'mailto:support@newsroomcopydesk.com',
    );
  });

  it('puts the configured support address in the footer Contact link', async () => {
    mockFetch({ '/api/user': userRoute(null) });
    renderApp('/privacy-policy');
    const footer = await screen.findByRole('contentinfo');
    const contact = within(footer).getByRole('link', { name: 'Contact' });
    await screen.findByRole('link', { name: 'desk@example.com' });
    expect(contact).toHaveAttribute('href', 'mailto:desk@example.com');
  });
});
