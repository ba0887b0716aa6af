import {
  COACH_APOLOGY,
  COACH_CHAT_HEIGHT_PX,
  COACH_HISTORY_TURNS,
  COACH_WELCOME,
  type UserView,
} from '@newsroom/contracts';
import { screen, within } from '@testing-library/react';
import TrainingHubPage from '../../pages/TrainingHubPage';
import {
  ADMIN,
  chatLines,
  JOURNALIST,
  mockApi,
  optionTexts,
  renderTool,
  subscriptionRoute,
  toastText,
  type Reply,
  type Routes,
  type User,
} from '../../test/harness';

const COACH = '/api/ai-career-coach';
const answer = (response: string): Reply => ({
  status: 200,
  body: { success: true, response, provider: 'offline' },
});

/** Opens the AI Chat; `replies` answer the coach's POSTs in turn. */
async function openChat(replies: (Reply | Promise<Reply>)[] = [], user: UserView = ADMIN, routes: Routes = {}) {
  let next = 0;
  const fetchMock = mockApi({
    'GET /api/training': { status: 200, body: [] },
    [`POST ${COACH}`]: () => replies[next++] ?? answer('…'),
    ...routes,
  });
  const rendered = renderTool(<TrainingHubPage user={user} />);
  await rendered.user.click(screen.getByRole('tab', { name: 'AI Coach' }));
  return { fetchMock, ...rendered };
}

const questionBox = () => screen.getByLabelText('Your question');

/** The coach's request bodies, oldest first. */
const coachBodies = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === COACH && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init.body)));

async function ask(user: User, question: string, reply?: string) {
  await user.type(questionBox(), `${question}{Enter}`);
  if (reply) await within(screen.getByRole('log')).findByText(reply);
}

describe('CoachChat', () => {
  it('starts with the welcome message in a 500 px log that screen readers follow', async () => {
    await openChat();
    const log = screen.getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(log).toHaveStyle({ height: `${COACH_CHAT_HEIGHT_PX}px` });
    expect(COACH_CHAT_HEIGHT_PX).toBe(500);
    expect(chatLines()).toEqual([`Coach: ${COACH_WELCOME}`]);
  });

  it('offers the skill areas and career stages', async () => {
    await openChat();
    expect(optionTexts(screen.getByLabelText('Skill Area'))).toEqual([
      'Self-Assessment & Feedback',
      'Research & Verification',
      'Data & Numbers',
      'Broadcast Writing & Content',
      'Multimedia Storytelling',
      'Newsroom Workflow',
    ]);
    expect(optionTexts(screen.getByLabelText('Career Stage'))).toEqual([
      'Early Career',
      'Mid-Career',
      'Senior Journalist',
      'Newsroom Leadership',
    ]);
  });

  it('sends nothing for an empty question and toasts Please enter a question', async () => {
    const { user, fetchMock } = await openChat();
    await user.type(questionBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const text = await toastText();
    expect(text).toContain('Please enter a question');
    expect(text).toContain('Your question cannot be empty');
    expect(coachBodies(fetchMock)).toHaveLength(0);
    expect(chatLines()).toHaveLength(1);
  });

  it('sends the question with the chosen area and stage, shows it at once, and then the answer', async () => {
    let reply: (r: Reply) => void = () => undefined;
    const { user, fetchMock } = await openChat([new Promise((resolve) => (reply = resolve))]);
    await user.selectOptions(screen.getByLabelText('Skill Area'), 'data');
    await user.selectOptions(screen.getByLabelText('Career Stage'), 'mid');
    await user.type(questionBox(), 'How do I explain a percentage on air?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(questionBox()).toHaveValue('');
    expect(chatLines()).toEqual([`Coach: ${COACH_WELCOME}`, 'You: How do I explain a percentage on air?']);
    expect(screen.getByTestId('coach-pending')).toHaveTextContent('Coach is typing…');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(coachBodies(fetchMock)).toEqual([
      { selected_skill_area: 'data', career_stage: 'mid', user_question: 'How do I explain a percentage on air?' },
    ]);

    reply(answer('Say "one in four", not "25 percent".\n\nThen say what it means.'));
    await within(screen.getByRole('log')).findByText(/one in four/);
    expect(screen.queryByTestId('coach-pending')).not.toBeInTheDocument();
    const last = screen.getAllByTestId('coach-message').at(-1)?.querySelector('.coach-msg__text');
    expect(last?.textContent).toBe('Coach: Say "one in four", not "25 percent".\n\nThen say what it means.');
  });

  it('sends on Enter and starts a new line on Shift+Enter', async () => {
    const { user, fetchMock } = await openChat([answer('Yes.')]);
    await user.type(questionBox(), 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(questionBox()).toHaveValue('Line one\nline two');
    expect(coachBodies(fetchMock)).toHaveLength(0);
    await user.type(questionBox(), '{Enter}');
    expect(coachBodies(fetchMock)[0].user_question).toBe('Line one\nline two');
  });

  it(`carries the last ${COACH_HISTORY_TURNS} turns before the question, oldest first, without the welcome`, async () => {
    const { user, fetchMock } = await openChat([answer('A1'), answer('A2'), answer('A3'), answer('A4')]);
    await ask(user, 'Q1', 'A1');
    await ask(user, 'Q2', 'A2');
    await ask(user, 'Q3', 'A3');
    await ask(user, 'Q4', 'A4');
    const bodies = coachBodies(fetchMock);
    expect(bodies[0]).not.toHaveProperty('history');
    expect(bodies[1].history).toEqual([
      { role: 'user', message: 'Q1' },
      { role: 'coach', message: 'A1' },
    ]);
    expect(bodies[3].history).toEqual([
      { role: 'user', message: 'Q1' },
      { role: 'coach', message: 'A1' },
      { role: 'user', message: 'Q2' },
      { role: 'coach', message: 'A2' },
      { role: 'user', message: 'Q3' },
      { role: 'coach', message: 'A3' },
    ]);
    expect(bodies[3].history).toHaveLength(COACH_HISTORY_TURNS);
  });

  it.each([
    ['a refusal', { status: 503, body: { message: 'All writers are busy' } }],
    ['an unsuccessful answer', { status: 200, body: { success: false, error: 'Model offline' } }],
  ])(
    'apologises in the chat and toasts Error on %s, and leaves the apology out of the next history',
    async (_case, failure) => {
      const { user, fetchMock } = await openChat([failure as Reply, answer('Here it is.')]);
      await ask(user, 'Will you answer?');
      const text = await toastText();
      expect(text).toContain('Error');
      expect(text).toContain('Failed to get a response from the AI Coach. Please try again.');
      expect(chatLines()).toEqual([`Coach: ${COACH_WELCOME}`, 'You: Will you answer?', `Coach: ${COACH_APOLOGY}`]);

      await ask(user, 'And now?', 'Here it is.');
      expect(coachBodies(fetchMock)[1].history).toEqual([{ role: 'user', message: 'Will you answer?' }]);
    },
  );

  it('scrolls the log to the newest message', async () => {
    const { user } = await openChat([answer('Scroll to me.')]);
    const log = screen.getByRole('log');
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 1234 });
    await ask(user, 'Long chat?', 'Scroll to me.');
    expect(log.scrollTop).toBe(1234);
  });

  it('Clear Chat goes back to the welcome message alone, and the next question carries no history', async () => {
    const { user, fetchMock } = await openChat([answer('A1'), answer('A2')]);
    await ask(user, 'Q1', 'A1');
    await user.click(screen.getByRole('button', { name: 'Clear Chat' }));
    expect(chatLines()).toEqual([`Coach: ${COACH_WELCOME}`]);
    await ask(user, 'Q2', 'A2');
    expect(coachBodies(fetchMock)[1]).not.toHaveProperty('history');
  });

  it('shows the Premium Feature card instead of the chat to a journalist without a subscription', async () => {
    await openChat([], JOURNALIST, subscriptionRoute('canceled'));
    expect(await screen.findByTestId('premium-card')).toHaveTextContent('Premium Feature');
    expect(screen.getByRole('link', { name: 'View Subscription Options' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });

  it('opens the chat for a subscribed journalist', async () => {
    await openChat([], JOURNALIST, subscriptionRoute('active'));
    expect(await screen.findByRole('log')).toBeInTheDocument();
  });
});
