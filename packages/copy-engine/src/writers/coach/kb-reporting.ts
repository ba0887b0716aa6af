/** Coaching knowledge for self-assessment, research and data. */
import type { CoachSkillArea, SkillAreaKnowledge } from './types';

export const REPORTING_KNOWLEDGE: Readonly<
  Record<Extract<CoachSkillArea, 'assessment' | 'research' | 'data'>, SkillAreaKnowledge>
> = {
  assessment: {
    label: 'self-assessment and feedback',
    tips: [
      {
        text: 'Watch or listen back to every piece you air within a day, and write down one thing that worked and one thing to fix before you look at the next one.',
        keywords: ['watch', 'listen', 'review', 'aircheck', 'improve', 'better'],
      },
      {
        text: 'Ask for feedback with a specific question: "Was my lead clear?" gets a useful answer; "What did you think?" gets a shrug.',
        keywords: ['feedback', 'ask', 'editor', 'producer', 'critique', 'notes'],
      },
      {
        text: 'Keep a short log of corrections and near misses. Patterns show up after a month, and that is where your real training plan comes from.',
        keywords: ['mistake', 'error', 'correction', 'wrong', 'log', 'pattern'],
      },
      {
        text: 'Rate yourself on writing, sourcing, timing and delivery from one to five each quarter, then pick the lowest score as your focus.',
        keywords: ['rate', 'score', 'strength', 'weakness', 'skill', 'goal'],
      },
      {
        text: 'Build a reel or portfolio from your best three pieces, not your best ten. Choosing forces you to judge your own work honestly.',
        keywords: ['reel', 'portfolio', 'job', 'apply', 'resume', 'promotion'],
      },
    ],
    nextSteps: {
      early: 'This week, aircheck two of your stories and ask one senior colleague one specific question about each.',
      mid: 'Pick the skill you rated lowest and set a 30-day goal you can measure, such as no timing overruns.',
      senior: 'Ask a producer you trust for a frank review of your last month of work, and act on one point.',
      leadership: 'Run a 15-minute weekly aircheck with your team where everyone names one win and one fix.',
    },
  },
  research: {
    label: 'research and verification',
    tips: [
      {
        text: 'Confirm every key fact with two independent sources before air, and know which source each fact in your script came from.',
        keywords: ['verify', 'verification', 'confirm', 'fact', 'source', 'check'],
      },
      {
        text: 'Call the primary source. A press release, a wire story or a post is a lead, not a confirmation.',
        keywords: ['call', 'primary', 'release', 'wire', 'spokesperson', 'lead'],
      },
      {
        text: 'Learn your local public records: court dockets, property records, council agendas and campaign filings answer questions no spokesperson will.',
        keywords: ['record', 'public', 'court', 'document', 'foia', 'filing'],
      },
      {
        text: 'Before sharing video or images from social media, find the original poster, ask permission and check time and place against other evidence.',
        keywords: ['social', 'video', 'image', 'photo', 'viral', 'fake'],
      },
      {
        text: 'Keep a contact list by beat and call sources when you do not need anything. The call that pays off is the one they take because they know you.',
        keywords: ['contact', 'beat', 'sourcing', 'network', 'relationship', 'people'],
      },
    ],
    nextSteps: {
      early:
        'For your next story, write the source of every fact in the margin of your script before it goes to the producer.',
      mid: 'Pull one public record on your beat this week that nobody has asked you for, and see what story it holds.',
      senior: 'Build a verification checklist for user video and share it with the desk.',
      leadership: 'Set a clear two-source rule for breaking news and make sure every shift knows who signs off.',
    },
  },
  data: {
    label: 'data and numbers',
    tips: [
      {
        text: 'Use no more than two or three numbers in a broadcast story. The ear cannot hold more; pick the one that matters and round it.',
        keywords: ['number', 'figure', 'statistic', 'many', 'too'],
      },
      {
        text: 'Write numbers the way the anchor says them: "about two million dollars", "nearly half", "one in five". Spell out what would trip the read.',
        keywords: ['style', 'write', 'say', 'read', 'million', 'percent'],
      },
      {
        text: 'With polls, report the margin of error and who was asked. A two-point lead inside a three-point margin is a tie.',
        keywords: ['poll', 'survey', 'margin', 'error', 'election', 'sample'],
      },
      {
        text: 'With budgets, compare to last year and per person: "up 4 percent" and "about 50 dollars per household" mean more than the total.',
        keywords: ['budget', 'tax', 'spending', 'money', 'cost', 'compare'],
      },
      {
        text: 'Do the math twice in a spreadsheet and have a colleague check one key figure. Percent change and percentage points are not the same thing.',
        keywords: ['spreadsheet', 'excel', 'math', 'calculate', 'change', 'data'],
      },
    ],
    nextSteps: {
      early: 'Take your last script with numbers and cut it to the two that matter most, written for the ear.',
      mid: 'Learn sorting, filtering and percent change in a spreadsheet using one real data set from your beat.',
      senior: 'Find one budget or poll story this month and explain it per person or per household.',
      leadership: 'Name a numbers checker on each shift who looks at every figure before it airs.',
    },
  },
};
