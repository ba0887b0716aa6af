/**
 * House-style settings for numbers. Sources disagree on where broadcast copy stops spelling
 * numbers out (nine, eleven or twenty), so the limit is a setting rather than a literal.
 */
export type SpellOutLimit = 9 | 11 | 20;

export interface NumberStyle {
  /** Whole numbers from one up to this limit are spelled out in broadcast copy. */
  spellOutLimit: SpellOutLimit;
  /** Round 4-digit amounts under ten thousand read as hundreds ("45-hundred"), not "four-thousand-500". */
  useHundredsForThousands: boolean;
  /** Four-digit numbers in this range without a comma are read as years and left as figures. */
  yearRange: { from: number; to: number };
  /** Acronyms an anchor says as a word; every other 2-5 letter all-caps word is read letter by letter. */
  acronymsSaidAsWords: readonly string[];
}

export const DEFAULT_ACRONYMS_SAID_AS_WORDS: readonly string[] = [
  'NATO',
  'NASA',
  'UNICEF',
  'AIDS',
  'OPEC',
  'NASCAR',
  'FEMA',
  'OSHA',
  'HUD',
  'SWAT',
  'ASAP',
  'COVID',
  'LASIK',
  'NAFTA',
  'UNESCO',
  'AWOL',
  'GIF',
  'JPEG',
  'RAM',
  'PIN',
  'SIM',
  'FIFA',
  'NOAA',
  'MADD',
  'DARPA',
  'CERN',
  'ISIS',
  'HAMAS',
  'OK',
  'I',
];

export const DEFAULT_NUMBER_STYLE: NumberStyle = {
  spellOutLimit: 11,
  useHundredsForThousands: true,
  yearRange: { from: 1000, to: 2099 },
  acronymsSaidAsWords: DEFAULT_ACRONYMS_SAID_AS_WORDS,
};

/** Fills any unset fields with house defaults. */
export function resolveNumberStyle(style?: Partial<NumberStyle>): NumberStyle {
  return { ...DEFAULT_NUMBER_STYLE, ...(style ?? {}) };
}
