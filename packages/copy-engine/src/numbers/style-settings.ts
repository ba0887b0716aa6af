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
  /** Acronyms an anchor says as a word ("NATO", "MARTA"): never hyphenated. */
  acronymsSaidAsWords: readonly string[];
  /** Initialisms read letter by letter even though they hold a vowel and could look like a word ("USDA"). */
  initialisms: readonly string[];
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
  // Transit agencies and programs local copy names often.
  'MARTA',
  'SEPTA',
  'BART',
  'DART',
  'CARTA',
  'SNAP',
  'WIC',
  'DACA',
  'HIPAA',
  'ICE',
  'AMBER',
  'NORAD',
  'RICO',
  'PAC',
  'SARS',
  'MERS',
  'SUNY',
  'CUNY',
  'HOPE',
  'PETA',
  'IHOP',
  'GEICO',
];

/**
 * Initialisms said letter by letter. Only the ones that hold a vowel need listing: a token with no
 * vowel (NFL, NTSB) cannot be said as a word, and any unlisted token of two or three letters is
 * read letter by letter anyway. Listing the short common ones still documents the house's intent.
 */
const DEFAULT_INITIALISMS: readonly string[] = (
  'FBI EPA ATF DUI DWI CIA CDC FDA IRS NSA TSA FAA DEA DOJ DOE DOT GOP HOA EMS EMT EMA ICU CEO CFO COO ' +
  'USA UN EU VA AP AI UAW IOC ABC ACT SAT UPS ATV SUV EV ER IRA IOU UFO AFL CIO ' +
  'USDA NCAA AARP ACLU UCLA NAACP FDIC EEOC LAPD ESPN WNBA LPGA USPS USSR ADHD UNLV OSBI ASPCA'
).split(' ');

export const DEFAULT_NUMBER_STYLE: NumberStyle = {
  spellOutLimit: 11,
  useHundredsForThousands: true,
  yearRange: { from: 1000, to: 2099 },
  acronymsSaidAsWords: DEFAULT_ACRONYMS_SAID_AS_WORDS,
  initialisms: DEFAULT_INITIALISMS,
};

/** Fills any unset fields with house defaults. */
export function resolveNumberStyle(style?: Partial<NumberStyle>): NumberStyle {
  return { ...DEFAULT_NUMBER_STYLE, ...(style ?? {}) };
}
