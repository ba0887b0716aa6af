import { screen, within } from '@testing-library/react';
import {
  ADMIN,
  clickCopy,
  fillAndSubmit,
  itToastsGenerationErrors,
  JOURNALIST,
  mockApi,
  mockGenerate,
  optionTexts,
  posted,
  renderTool,
  type Answer,
} from '../test/harness';
import TeaseGeneratorPage from './TeaseGeneratorPage';

const PATH = '/api/generate-tease';
const SCRIPT =
  'The city council voted 7 to 2 on Tuesday to approve a $4.5 million budget for road repairs across town.';
const RESULT = 'Potholes, beware.\n\nWhat the council just did for your commute.\n\nA big vote tonight.';

const renderPage = () => renderTool(<TeaseGeneratorPage user={ADMIN} />);
const scriptBox = () => screen.getByLabelText('News Script');
const submit = () => screen.getByRole('button', { name: 'Generate Teases' });
/** The subscription status a journalist's premium gate reads. */
const subscription = (status: string) => ({
  '/api/subscription/status': { status: 200, body: { status, currentPeriodEnd: null, cancelAtPeriodEnd: false } },
});

async function generate(reply: Answer) {
  mockGenerate(PATH, reply);
  const { user } = renderPage();
  await fillAndSubmit(user, 'Generate Teases', { type: { 'News Script': SCRIPT } });
}

describe('TeaseGeneratorPage', () => {
  it('offers the three tease styles, defaulting to Compelling', () => {
    mockApi({});
    renderPage();
    const style = screen.getByLabelText('Tease Style');
    expect(optionTexts(style)).toEqual(['Compelling', 'Question', 'Dramatic']);
    expect(style).toHaveDisplayValue('Compelling');
  });

  it('refuses a script under 50 characters, and clears the message as it is fixed', async () => {
    const fetchMock = mockApi({});
    const { user } = renderPage();
    await user.type(scriptBox(), 'short');
    await user.click(submit());
    expect(screen.getByText('Script must be at least 50 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(scriptBox());
    await user.type(scriptBox(), SCRIPT);
    expect(screen.queryByText('Script must be at least 50 characters')).not.toBeInTheDocument();
  });

  it('posts {script, teaseStyle} and shows one card per paragraph, each with its copy button', async () => {
    const fetchMock = mockGenerate(PATH, { status: 200, body: { success: true, result: RESULT } });
    const { user } = renderPage();
    await fillAndSubmit(user, 'Generate Teases', {
      select: { 'Tease Style': 'Question' },
      type: { 'News Script': SCRIPT },
    });

    const panel = await screen.findByTestId('result-panel');
    expect(posted(fetchMock, PATH).body).toEqual({ script: SCRIPT, teaseStyle: 'question' });
    expect(within(panel).getByTestId('option-1')).toHaveTextContent('Potholes, beware.');
    expect(within(panel).getByTestId('option-2')).toHaveTextContent('What the council just did for your commute.');
    expect(within(panel).getByTestId('option-3')).toHaveTextContent('A big vote tonight.');

    const writeText = await clickCopy(user, within(panel).getByRole('button', { name: 'Copy tease 2' }));
    expect(writeText).toHaveBeenCalledWith('What the council just did for your commute.');
    await user.click(within(panel).getByRole('button', { name: 'Copy all teases' }));
    expect(writeText).toHaveBeenLastCalledWith(RESULT);
  });

  itToastsGenerationErrors(
    [
      [
        'the server message',
        { status: 429, body: { message: 'Too many generation requests. Try again in 5 seconds.' } },
        'Try again in 5 seconds.',
      ],
      ['the fallback', { status: 200, body: { success: false } }, 'Failed to generate tease options'],
    ],
    generate,
  );

  it('shows the Premium Feature card to a user without a subscription', async () => {
    mockApi(subscription('canceled'));
    renderTool(<TeaseGeneratorPage user={JOURNALIST} />);
    expect(await screen.findByTestId('premium-card')).toHaveTextContent('Premium Feature');
    expect(screen.getByRole('link', { name: 'View Subscription Options' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByLabelText('News Script')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tease Generator' })).toBeInTheDocument();
  });

  it('shows the form to a trialing subscriber', async () => {
    mockApi(subscription('trialing'));
    renderTool(<TeaseGeneratorPage user={JOURNALIST} />);
    expect(await screen.findByLabelText('News Script')).toBeInTheDocument();
    expect(screen.queryByTestId('premium-card')).not.toBeInTheDocument();
  });
});
