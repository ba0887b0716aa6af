import { screen, within } from '@testing-library/react';
import {
  ADMIN,
  clickCopy,
  fillAndSubmit,
  FLAGGED_CHECKS,
  itToastsGenerationErrors,
  mockApi,
  mockGenerate,
  optionTexts,
  posted,
  renderTool,
  type Answer,
} from '../test/harness';
import VosotGeneratorPage from './VosotGeneratorPage';

const PATH = '/api/generate-vosot';
const SCRIPT =
  'The city council voted 7 to 2 on Tuesday to approve a $4.5 million budget for road repairs across town.';
const RESULT = [
  'ANCHOR INTRO:',
  'The council says yes to road repairs.',
  '',
  'VOICE OVER:',
  'Crews start work next month.',
  '',
  'SOUND ON TAPE:',
  '[SOT: Mayor Jane Doe]',
  '"We fix the roads."',
  '',
  'CONTINUING VOICE OVER:',
  'Work ends in the fall.',
].join('\n');

const renderPage = () => renderTool(<VosotGeneratorPage user={ADMIN} />);
const scriptBox = () => screen.getByLabelText('News Script');
const submit = () => screen.getByRole('button', { name: 'Generate VOSOT' });

async function generate(reply: Answer) {
  mockGenerate(PATH, reply);
  const { user } = renderPage();
  await fillAndSubmit(user, 'Generate VOSOT', { type: { 'News Script': SCRIPT } });
}

describe('VosotGeneratorPage', () => {
  it('offers lengths 20/30/45/60 and the three story styles, defaulting to 30 seconds and Hard News', () => {
    mockApi({});
    renderPage();
    const length = screen.getByLabelText('Target Length');
    expect(optionTexts(length)).toEqual(['20 Seconds', '30 Seconds', '45 Seconds', '1 Minute']);
    expect(length).toHaveDisplayValue('30 Seconds');
    const style = screen.getByLabelText('Story Style');
    expect(optionTexts(style)).toEqual(['Hard News', 'Feature', 'Sports']);
    expect(style).toHaveDisplayValue('Hard News');
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paste' })).toBeInTheDocument();
  });

  it('refuses a script under 50 characters, then clears the message as it is fixed', async () => {
    const fetchMock = mockApi({});
    const { user } = renderPage();
    await user.type(scriptBox(), 'Too short for a VOSOT.');
    await user.click(submit());
    expect(screen.getByText('Script must be at least 50 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(scriptBox(), ' It now has more than fifty characters.');
    expect(screen.queryByText('Script must be at least 50 characters')).not.toBeInTheDocument();
  });

  it('posts {script, targetLength, storyStyle} with the length as a number, and shows the sections', async () => {
    const fetchMock = mockGenerate(PATH, {
      status: 200,
      body: { success: true, result: RESULT, checks: FLAGGED_CHECKS },
    });
    const { user } = renderPage();
    await fillAndSubmit(user, 'Generate VOSOT', {
      select: { 'Target Length': '45 Seconds', 'Story Style': 'Sports' },
      type: { 'News Script': SCRIPT },
    });

    const panel = await screen.findByTestId('result-panel');
    expect(posted(fetchMock, PATH).body).toEqual({ script: SCRIPT, targetLength: 45, storyStyle: 'sports' });
    for (const label of ['ANCHOR INTRO', 'VOICE OVER', 'SOUND ON TAPE', 'CONTINUING VOICE OVER']) {
      expect(within(panel).getByRole('heading', { name: label })).toBeInTheDocument();
    }
    expect(within(panel).getByRole('region', { name: 'SOUND ON TAPE' })).toHaveTextContent('"We fix the roads."');
    expect(within(panel).getByText('VERIFY ALL COPY RESULTS')).toBeInTheDocument();
    expect(within(panel).getByTestId('copy-checks')).toHaveTextContent('Reads in 41 s (target 30 s)');

    await user.click(within(panel).getByRole('tab', { name: 'Raw' }));
    expect(screen.getByTestId('raw-result').textContent).toBe(RESULT);
    const writeText = await clickCopy(
      user,
      within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Copy Text' }),
    );
    expect(writeText).toHaveBeenCalledWith(RESULT);
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('prefers the structured sections when the answer has them', async () => {
    await generate({
      status: 200,
      body: {
        success: true,
        result: 'unparsed',
        sections: {
          anchorIntro: 'Intro line.',
          voiceOver: 'VO line.',
          soundOnTape: { speaker: 'Chief Lee', quote: 'Stay home.', inCue: 'Stay', outCue: 'home' },
          continuingVoiceOver: 'Closing line.',
        },
      },
    });
    const sot = await screen.findByRole('region', { name: 'SOUND ON TAPE' });
    expect(sot).toHaveTextContent('[SOT: Chief Lee]');
    expect(sot).toHaveTextContent('IN: Stay...');
    expect(screen.getByRole('region', { name: 'ANCHOR INTRO' })).toHaveTextContent('Intro line.');
  });

  itToastsGenerationErrors(
    [
      [
        'the server message',
        { status: 403, body: { message: 'This tool is part of the paid plan' } },
        'This tool is part of the paid plan',
      ],
      [
        'the error of {success:false}',
        { status: 200, body: { success: false, error: 'Story too thin' } },
        'Story too thin',
      ],
      ['the fallback', { status: 500 }, 'Failed to generate VOSOT'],
    ],
    generate,
    () => expect(screen.queryByTestId('result-panel')).not.toBeInTheDocument(),
  );
});
