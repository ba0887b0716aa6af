import { screen, within } from '@testing-library/react';
import {
  ADMIN,
  CLEAN_CHECKS,
  mockApi,
  mockClipboardWrite,
  optionTexts,
  posted,
  renderTool,
  toastText,
} from '../test/renderTool';
import DigitalArticleCreatorPage from './DigitalArticleCreatorPage';

const CONTENT =
  'The city council voted 7 to 2 on Tuesday to approve a $4.5 million budget for road repairs across town.';
const RESULT = 'ATLANTA (AP) — The council approved $4.5 million for roads.\n\nWork starts next month.';

const submit = () => screen.getByRole('button', { name: 'Create Article' });

async function fill(
  user: ReturnType<typeof renderTool>['user'],
  content = CONTENT,
  headline = 'Roads get fixed',
  location = 'Atlanta',
) {
  if (content) await user.type(screen.getByLabelText('Broadcast Content'), content);
  if (headline) await user.type(screen.getByLabelText('Headline'), headline);
  if (location) await user.type(screen.getByLabelText('Location'), location);
}

describe('DigitalArticleCreatorPage', () => {
  it('offers the three tones, defaulting to Standard', () => {
    mockApi({});
    renderTool(<DigitalArticleCreatorPage user={ADMIN} />);
    const tone = screen.getByLabelText('Article Tone');
    expect(optionTexts(tone)).toEqual(['Standard', 'Feature', 'Analysis']);
    expect(tone).toHaveDisplayValue('Standard');
  });

  it('shows each field’s message on submit, and clears them as they are fixed', async () => {
    const fetchMock = mockApi({});
    const { user } = renderTool(<DigitalArticleCreatorPage user={ADMIN} />);
    await fill(user, 'Too short', 'Road', 'A');
    await user.click(submit());
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
    const fetchMock = mockApi({
      'POST /api/create-digital-article': {
        status: 200,
        body: { success: true, result: RESULT, checks: CLEAN_CHECKS },
      },
    });
    const { user } = renderTool(<DigitalArticleCreatorPage user={ADMIN} />);
    await fill(user);
    await user.selectOptions(screen.getByLabelText('Article Tone'), 'Analysis');
    await user.click(submit());

    const panel = await screen.findByTestId('result-panel');
    expect(posted(fetchMock, '/api/create-digital-article').body).toEqual({
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
    const writeText = mockClipboardWrite();
    await user.click(screen.getByRole('button', { name: 'Copy Raw' }));
    expect(writeText).toHaveBeenCalledWith(RESULT);
  });

  it.each([
    ['the server message', { status: 503, body: { message: 'The copy engine is busy' } }, 'The copy engine is busy'],
    ['the fallback', { status: 200, body: { success: false } }, 'Failed to generate article'],
  ])('toasts Generation failed with %s', async (_case, reply, message) => {
    mockApi({ 'POST /api/create-digital-article': reply });
    const { user } = renderTool(<DigitalArticleCreatorPage user={ADMIN} />);
    await fill(user);
    await user.click(submit());
    const text = await toastText();
    expect(text).toContain('Generation failed');
    expect(text).toContain(message);
  });
});
