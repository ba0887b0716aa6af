/**
 * The shape of a corpus script. Every script was written for this project: the people, places and
 * figures are invented, though the stories are the kind a local newsroom runs every day.
 */
export const TOPICS = [
  'crime',
  'weather',
  'courts',
  'economy',
  'sports',
  'elections',
  'health',
  'government',
  'traffic',
  'schools',
  'fire',
  'business',
] as const;

export type Topic = (typeof TOPICS)[number];

export interface CorpusScript {
  id: string;
  topic: Topic;
  title: string;
  /** Dateline city, state spelled out. */
  location: string;
  /** The copy as a producer would paste it in, crew directions and all. */
  text: string;
  /** How many quotations `findQuotations` must find (three words or more); absent means none. */
  quotes?: number;
  /** Speakers `findQuotations` must attribute, in order of appearance. */
  speakers?: string[];
}

/** Builds a script, trimming the indentation a template literal picks up. */
export function script(fields: CorpusScript): CorpusScript {
  const text = fields.text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
  return { ...fields, text };
}
