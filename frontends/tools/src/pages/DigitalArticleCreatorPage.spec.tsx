import { screen, within } from '@testing-library/react';
import {
  ADMIN,
  CLEAN_CHECKS,
  clickCopy,
  fillAndSubmit,
  itToastsGenerationErrors,
  mockApi,
  mockGenerate,
  optionTexts,
  posted,
  renderTool,
  type Answer,
} from '../test/harness';
import DigitalArticleCreatorPage from './DigitalArticleCreatorPage';

const PATH = '/api/create-digital-article';
const CONTENT =
  'The city council voted 7 to 2 on Tuesday to approve a $4.5 million budget for road repairs across town.';
const RESULT = 'ATLANTA (AP) — The council approved $4.5 million for roads.\n\nWork starts next month.';
/** A valid article request, as typed into the form. */
const TYPED = { 'Broadcast Content': CONTENT, Headline: 'Roads get fixed', Location: 'Atlanta' };

const renderPage = () => renderTool(<DigitalArticleCreatorPage user={ADMIN} />);

async function generate(reply: Answer) {
  mockGenerate(PATH, reply);
  const { user } = renderPage();
  await fillAndSubmit(user, 'Create Article', { type: TYPED });
}

describe('DigitalArticleCreatorPage', () => {
  it('lists no broadcast number style under the checks: AP copy writes figures and %', async () => {
    const apChecks = { ...CLEAN_CHECKS, numberStyle: { issues: [], checked: false } };
    await generate({ status: 200, body: { success: true, result: RESULT, checks: apChecks } });
    const checks = await screen.findByTestId('copy-checks');
    expect(within(checks).getByText('Facts')).toBeInTheDocument();
    expect(within(checks).queryByText('Number style')).not.toBeInTheDocument();
  });

  it('sets the headline above the dateline paragraph in the preview', async () => {
    const article = 'Roads get fixed\n\nATLANTA (AP) — The council approved $4.5 million for roads.';
    await generate({ status: 200, body: { success: true, result: article, checks: CLEAN_CHECKS } });
    const preview = await screen.findByTestId('article-preview');
    expect(within(preview).getByRole('heading', { name: 'Roads get fixed' })).toBeInTheDocument();
    expect(within(preview).getByText(/^ATLANTA \(AP\) —/).tagName).toBe('P');
  });

  it('offers the three tones, defaulting to Standard', () => {
    mockApi({});
    renderPage();
    const tone = screen.getByLabelText('Article Tone');
    expect(optionTexts(tone)).toEqual(['Standard', 'Feature', 'Analysis']);
    expect(tone).toHaveDisplayValue('Standard');
  });

  it('shows each field’s message on submit, and clears them as they are fixed', async () => {
    const fetchMock = mockApi({});
    const { user } = renderPage();
    await fillAndSubmit(user, 'Create Article', {
      type: { 'Broadcast Content': 'Too short', Headline: 'Road', Location: 'A' },
    });
    expect(screen.getByText('Content must be at least 50 characters')).toBeInTheDocument();
    expect(screen.getByText('Headline must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Location must be at least 2 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Headline'), 's');
    expect(screen.queryByText('Headline must be at least 5 characters')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Location'), 'Z');
    expect(screen.queryByText('Location must be at least 2 characters')).not.toBeInTheDocument();
    expect(screen.getByText('Content must be at least 50 characters')).toBeInTheDocument();
  });

  it('posts {broadcastContent, headline, location, tone} and shows Preview and Raw Output tabs', async () => {
    const fetchMock = mockGenerate(PATH, {
      status: 200,
      body: { success: true, result: RESULT, checks: CLEAN_CHECKS },
    });
    const { user } = renderPage();
    await fillAndSubmit(user, 'Create Article', { select: { 'Article Tone': 'Analysis' }, type: TYPED });

    const panel = await screen.findByTestId('result-panel');
    expect(posted(fetchMock, PATH).body).toEqual({
      broadcastContent: CONTENT,
      headline: 'Roads get fixed',
      location: 'Atlanta',
      tone: 'analysis',
    });
    expect(within(panel).getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByTestId('article-preview')).getAllByRole('paragraph')).toHaveLength(2);
    expect(within(panel).getByTestId('copy-checks')).toHaveTextContent('Nothing to flag');

    await user.click(within(panel).getByRole('tab', { name: 'Raw Output' }));
    expect(screen.getByTestId('raw-result').textContent).toBe(RESULT);
    const writeText = await clickCopy(user, screen.getByRole('button', { name: 'Copy Raw' }));
    expect(writeText).toHaveBeenCalledWith(RESULT);
  });

  itToastsGenerationErrors(
    [
      ['the server message', { status: 503, body: { message: 'The copy engine is busy' } }, 'The copy engine is busy'],
      ['the fallback', { status: 200, body: { success: false } }, 'Failed to generate article'],
    ],
    generate,
  );
});
