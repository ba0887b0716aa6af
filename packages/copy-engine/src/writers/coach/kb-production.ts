/** Coaching knowledge for broadcast content, multimedia and newsroom workflow. */
import type { CoachSkillArea, SkillAreaKnowledge } from './types';

type ProductionArea = Extract<CoachSkillArea, 'content' | 'multimedia' | 'workflow'>;

export const PRODUCTION_KNOWLEDGE: Readonly<Record<ProductionArea, SkillAreaKnowledge>> = {
  content: {
    label: 'broadcast writing',
    tips: [
      {
        text: 'Write one idea per sentence and put the subject and verb up front. If the anchor needs a breath halfway, the sentence is too long.',
        keywords: ['sentence', 'write', 'writing', 'clear', 'short', 'simple'],
      },
      {
        text: 'Read your copy aloud with a stopwatch: 150 words is a minute for most anchors, so a 30-second reader is about 75 words and a 20-second one about 50.',
        keywords: ['time', 'timing', 'second', 'seconds', 'minute', 'long', 'length', 'hit', '20', '30', '60'],
      },
      {
        text: 'Use active voice and strong verbs: "Police arrested two men" beats "Two men were arrested by police".',
        keywords: ['active', 'passive', 'verb', 'voice', 'grammar'],
      },
      {
        text: 'Write to your video. Look at the shots first and let the words add what the picture cannot show, instead of describing what viewers already see.',
        keywords: ['video', 'picture', 'shot', 'pictures', 'visual'],
      },
      {
        text: 'A tease promises something specific without giving it away: "The one item in your fridge that could be recalled" beats "a recall you need to know about".',
        keywords: ['tease', 'promo', 'hook', 'break', 'headline'],
      },
      {
        text: 'Start with the freshest fact and say why it matters to the viewer. Save the background for the second or third sentence.',
        keywords: ['lead', 'lede', 'open', 'start', 'first', 'angle'],
      },
    ],
    nextSteps: {
      early: 'Rewrite your last reader to exactly 30 seconds, reading it aloud with a stopwatch until it lands.',
      mid: 'Go through your next three scripts and turn every passive sentence active.',
      senior: 'Write one tease a day this week and compare it with what aired from others on the desk.',
      leadership: 'Post a "script of the week" with a short note on why it works, so the standard is visible.',
    },
  },
  multimedia: {
    label: 'multimedia storytelling',
    tips: [
      {
        text: 'In a VOSOT, write the voice-over into the bite: the last line before the sound should set up who is speaking and why we hear them.',
        keywords: ['vosot', 'sot', 'bite', 'soundbite', 'voiceover', 'package'],
      },
      {
        text: 'Plan a standup that shows something: walk to the flood line or hold the document. A standup should add information, not just your face.',
        keywords: ['standup', 'camera', 'live', 'shot', 'location'],
      },
      {
        text: 'A push alert is one sentence with the news and nothing else; save context for the story it links to.',
        keywords: ['push', 'alert', 'breaking', 'notification', 'app'],
      },
      {
        text: 'Write social posts for the platform: lead with the fact, keep it under 280 characters, and never post before the story is confirmed.',
        keywords: ['social', 'post', 'twitter', 'facebook', 'instagram', 'tiktok'],
      },
      {
        text: 'When you turn a TV script into a digital article, add what the ear could not take: full names and titles, exact numbers, links and documents.',
        keywords: ['digital', 'web', 'article', 'online', 'website'],
      },
    ],
    nextSteps: {
      early: 'On your next story, plan the standup before you shoot anything else and write down what it will show.',
      mid: 'Produce your next story in three forms, broadcast, article and one social post, and compare how each opens.',
      senior: 'Pitch one story built for digital first, with the broadcast version as the follow.',
      leadership:
        'Agree with your team who writes push alerts on each shift and what must be confirmed before one goes out.',
    },
  },
  workflow: {
    label: 'newsroom workflow',
    tips: [
      {
        text: 'Learn to read the rundown: know your slot, your back-time and what comes before and after you, so you can cut or stretch on cue.',
        keywords: ['rundown', 'show', 'slot', 'backtime', 'producer', 'block'],
      },
      {
        text: 'Set your own deadline 30 minutes before the real one. The spare time is for the fact check and the rewrite that always come.',
        keywords: ['deadline', 'late', 'fast', 'pressure', 'faster', 'manage'],
      },
      {
        text: 'Use AI tools for drafts and ideas, never for facts. Verify every name, number and quote an AI gives you against a real source before it airs.',
        keywords: ['ai', 'tool', 'tools', 'chatgpt', 'automation', 'llm'],
      },
      {
        text: 'Tell the producer early when a story is falling apart. Bad news at noon is a problem; at 5:55 it is a hole in the show.',
        keywords: ['team', 'collaborate', 'communication', 'producer', 'tell', 'colleague'],
      },
      {
        text: 'Keep a running file for each story with contacts, raw notes and sources, so anyone on the desk can pick it up if you are pulled off.',
        keywords: ['organize', 'notes', 'file', 'handoff', 'shift'],
      },
    ],
    nextSteps: {
      early: 'Sit with a producer for one show and follow the rundown from the first block to the last.',
      mid: 'Track for one week when each of your stories is really done, and move your personal deadline to match.',
      senior:
        'Write a one-page guide for your desk on when AI tools are fine to use and how to verify what they produce.',
      leadership: 'Hold a five-minute huddle before each show so reporters and producers agree on what may change.',
    },
  },
};
