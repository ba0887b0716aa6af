/** US state names with their AP and postal abbreviations, and month names: shared by both styles. */
import { escapeRegExp } from '../text/strings';

// [full name, AP abbreviation or '' when AP never abbreviates it, postal code]
const STATES: ReadonlyArray<[string, string, string]> = [
  ['Alabama', 'Ala.', 'AL'],
  ['Alaska', '', 'AK'],
  ['Arizona', 'Ariz.', 'AZ'],
  ['Arkansas', 'Ark.', 'AR'],
  ['California', 'Calif.', 'CA'],
  ['Colorado', 'Colo.', 'CO'],
  ['Connecticut', 'Conn.', 'CT'],
  ['Delaware', 'Del.', 'DE'],
  ['Florida', 'Fla.', 'FL'],
  ['Georgia', 'Ga.', 'GA'],
  ['Hawaii', '', 'HI'],
  ['Idaho', '', 'ID'],
  ['Illinois', 'Ill.', 'IL'],
  ['Indiana', 'Ind.', 'IN'],
  ['Iowa', '', 'IA'],
  ['Kansas', 'Kan.', 'KS'],
  ['Kentucky', 'Ky.', 'KY'],
  ['Louisiana', 'La.', 'LA'],
  ['Maine', '', 'ME'],
  ['Maryland', 'Md.', 'MD'],
  ['Massachusetts', 'Mass.', 'MA'],
  ['Michigan', 'Mich.', 'MI'],
  ['Minnesota', 'Minn.', 'MN'],
  ['Mississippi', 'Miss.', 'MS'],
  ['Missouri', 'Mo.', 'MO'],
  ['Montana', 'Mont.', 'MT'],
  ['Nebraska', 'Neb.', 'NE'],
  ['Nevada', 'Nev.', 'NV'],
  ['New Hampshire', 'N.H.', 'NH'],
  ['New Jersey', 'N.J.', 'NJ'],
  ['New Mexico', 'N.M.', 'NM'],
  ['New York', 'N.Y.', 'NY'],
  ['North Carolina', 'N.C.', 'NC'],
  ['North Dakota', 'N.D.', 'ND'],
  ['Ohio', '', 'OH'],
  ['Oklahoma', 'Okla.', 'OK'],
  ['Oregon', 'Ore.', 'OR'],
  ['Pennsylvania', 'Pa.', 'PA'],
  ['Rhode Island', 'R.I.', 'RI'],
  ['South Carolina', 'S.C.', 'SC'],
  ['South Dakota', 'S.D.', 'SD'],
  ['Tennessee', 'Tenn.', 'TN'],
  ['Texas', '', 'TX'],
  ['Utah', '', 'UT'],
  ['Vermont', 'Vt.', 'VT'],
  ['Virginia', 'Va.', 'VA'],
  ['Washington', 'Wash.', 'WA'],
  ['West Virginia', 'W.Va.', 'WV'],
  ['Wisconsin', 'Wis.', 'WI'],
  ['Wyoming', 'Wyo.', 'WY'],
];

const BY_ABBREVIATION = new Map<string, string>();
for (const [name, ap, postal] of STATES) {
  if (ap) BY_ABBREVIATION.set(ap, name);
  BY_ABBREVIATION.set(postal, name);
}

/** "Ga.", "GA" or "georgia" -> "Georgia"; undefined when the text is not a state. */
export function stateName(text: string): string | undefined {
  const t = text.trim();
  return BY_ABBREVIATION.get(t) ?? STATES.find(([name]) => name.toLowerCase() === t.toLowerCase())?.[0];
}

const ABBREVIATIONS = [...BY_ABBREVIATION.keys()]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');

/**
 * A state abbreviation only counts after "City, " so that "OK", "IN" or "Pa." elsewhere are left alone.
 * Group 1: city and comma; group 2: the abbreviation.
 */
const CITY_STATE = new RegExp(
  `(\\b[A-Z][A-Za-z.'-]*(?: [A-Z][A-Za-z.'-]*){0,2}, )(${ABBREVIATIONS})(?![A-Za-z])(\\.?)`,
  'g',
);

/** "Atlanta, Ga., said" / "Atlanta, GA" -> "Atlanta, Georgia". Keeps a sentence-ending period. */
export function spellOutStates(text: string): string {
  return text.replace(CITY_STATE, (whole, city: string, abbr: string, dot: string, offset: number, all: string) => {
    const name = BY_ABBREVIATION.get(abbr);
    if (!name) return whole;
    const after = all.slice(offset + whole.length);
    // The abbreviation's own period doubles as a full stop at the end of a sentence.
    const endsSentence = (abbr.endsWith('.') || dot) && (/^\s+[A-Z"“]/.test(after) || after.trim() === '');
    return `${city}${name}${endsSentence ? '.' : ''}`;
  });
}

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** AP forms used with a date; March through July are never abbreviated. */
export const AP_MONTHS = [
  'Jan.',
  'Feb.',
  'March',
  'April',
  'May',
  'June',
  'July',
  'Aug.',
  'Sept.',
  'Oct.',
  'Nov.',
  'Dec.',
];

/** Matches any written month: "December", "Dec.", "Sept.", "Sep". */
export const MONTH_PATTERN =
  '(?:Jan(?:uary|\\.)?|Feb(?:ruary|\\.)?|Mar(?:ch|\\.)?|Apr(?:il|\\.)?|May|June?\\.?|July?\\.?|Aug(?:ust|\\.)?|Sept?(?:ember|\\.)?|Oct(?:ober|\\.)?|Nov(?:ember|\\.)?|Dec(?:ember|\\.)?)';

/** "Dec." / "December" / "Sept" -> 12 / 12 / 9. */
export function monthNumber(written: string): number | undefined {
  const key = written.replace('.', '').slice(0, 3).toLowerCase();
  const index = MONTHS.findIndex((m) => m.slice(0, 3).toLowerCase() === key);
  return index < 0 ? undefined : index + 1;
}
