/** Broadcast rules for words an anchor could misread: titles, streets, states and initials. */
import { spellOutStates } from './us-places';
import { NumberStyle } from './style-settings';
import { escapeRegExp } from '../text/strings';

// Only Mr., Mrs. and Dr. may stay abbreviated on air. Longest first so "Lt. Gov." wins over "Gov.".
const TITLES: ReadonlyArray<[string, string]> = [
  ['Lt. Gov.', 'Lieutenant Governor'],
  ['Sen.', 'Senator'],
  ['Gov.', 'Governor'],
  ['Rep.', 'Representative'],
  ['Lt.', 'Lieutenant'],
  ['Gen.', 'General'],
  ['Sgt.', 'Sergeant'],
  ['Capt.', 'Captain'],
  ['Col.', 'Colonel'],
  ['Maj.', 'Major'],
  ['Cmdr.', 'Commander'],
  ['Adm.', 'Admiral'],
  ['Det.', 'Detective'],
  ['Prof.', 'Professor'],
  ['Supt.', 'Superintendent'],
  ['Atty.', 'Attorney'],
  ['Gen.', 'General'],
  ['Pres.', 'President'],
  ['Sheriff\u2019s Dep.', 'Sheriff\u2019s Deputy'],
  ['Ofc.', 'Officer'],
  ['Rev.', 'Reverend'],
];

const STREETS: ReadonlyArray<[string, string]> = [
  ['Ave.', 'Avenue'],
  ['Blvd.', 'Boulevard'],
  ['Rd.', 'Road'],
  ['Hwy.', 'Highway'],
  ['Ln.', 'Lane'],
  ['Pkwy.', 'Parkway'],
  ['Ct.', 'Court'],
  ['Dr.', 'Drive'],
  ['Mt.', 'Mount'],
];

/** Is the text after an expanded abbreviation the start of a new sentence (so its period must stay)? */
function startsNewSentence(after: string): boolean {
  return after.trim() === '' || /^\s+["“]?[A-Z]/.test(after);
}

export function expandTitles(text: string): string {
  let out = text;
  for (const [abbr, full] of TITLES) {
    // Titles only count before a name: "Sen. Warren".
    out = out.replace(new RegExp(`\\b${escapeRegExp(abbr)}\\s+(?=[A-Z])`, 'g'), `${full} `);
  }
  return out;
}

export function expandStreets(text: string): string {
  // "St." before a name is Saint ("St. Louis"); after a name it is Street ("Main St.").
  let out = text.replace(/\bSt\./g, (m, offset: number, all: string) => {
    const before = all.slice(0, offset);
    const after = all.slice(offset + m.length);
    // A capitalised word before is a street name ("Main St."), unless it only starts the sentence.
    const afterName = /[A-Z][a-z]+\s+$/.test(before) && !/(?:^|[.!?]\s+)[A-Z][a-z]+\s+$/.test(before);
    if (!afterName && /^\s+[A-Z]/.test(after)) return 'Saint';
    return `Street${startsNewSentence(after) ? '.' : ''}`;
  });
  for (const [abbr, full] of STREETS) {
    out = out.replace(new RegExp(`(?<=[A-Z][a-z]+ )${escapeRegExp(abbr)}`, 'g'), (m, offset: number, all: string) => {
      const after = all.slice(offset + m.length);
      // "Dr." before a name is a doctor, which may stay abbreviated.
      if (abbr === 'Dr.' && /^\s+[A-Z]/.test(after)) return m;
      return `${full}${startsNewSentence(after) ? '.' : ''}`;
    });
  }
  return out;
}

/**
 * Whether an anchor reads an all-caps token letter by letter. A known word ("NATO", "MARTA") never
 * is; a token with no vowel (NFL) or a known initialism (EPA, USDA) always is; any other token of
 * two or three letters nearly always is (GOP, TSA). A longer unknown one with a vowel is left as
 * written: it is more often a name said as a word (a local transit agency, a program) than a string
 * of letters, and "M-A-R-T-A" on the prompter is worse than a plain "MARTA".
 */
function readsLetterByLetter(letters: string, style: NumberStyle): boolean {
  if (style.acronymsSaidAsWords.includes(letters)) return false;
  if (!/[AEIOU]/.test(letters) || style.initialisms.includes(letters)) return true;
  return letters.length <= 3;
}

const ROMAN = /^(?=[IVXL]{2,})X{0,3}(?:IX|IV|V?I{0,3})$/;
/** Nouns a Roman numeral numbers: "Division IV", "Class III", "Title IX", "World War II", "Phase II". */
const ROMAN_AFTER =
  /\b(?:Division|Class|Title|Phase|Level|Stage|Type|Chapter|Part|War|Section|Region|District|Grade|Tier|Super Bowl|Pope \w+|King \w+|Queen \w+|[A-Z][a-z]+ [A-Z][a-z]+)\s+$/;

/** "FBI" -> "F-B-I"; words on the said-as-a-word list (NATO) and crew text in brackets are left alone. */
export function hyphenateInitials(text: string, style: NumberStyle): string {
  return text
    .split(/(\[[^\]]*\]|\([^)]*\))/)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      return part
        .split('\n')
        .map((line) => {
          // A line in capitals is a slug or a banner, not read copy.
          if (!/[a-z]/.test(line) && /[A-Z]{6,}/.test(line)) return line;
          return line.replace(/\b[A-Z]{2,5}s?\b/g, (word, offset: number) => {
            // A Roman numeral after its noun is a number, said as one: "Division IV", "Title IX".
            if (ROMAN.test(word) && ROMAN_AFTER.test(line.slice(0, offset))) return word;
            const plural = /[A-Z]s$/.test(word);
            const letters = plural ? word.slice(0, -1) : word;
            if (!readsLetterByLetter(letters, style)) return word;
            return [...letters].join('-') + (plural ? "'s" : '');
          });
        })
        .join('\n');
    })
    .join('');
}

/** Dotted initials are read letter by letter too: "U.S." -> "U-S", "D.C." -> "D-C". */
export function hyphenateDottedInitials(text: string): string {
  return text.replace(/\b(?:[A-Z]\.){2,4}/g, (m, offset: number, all: string) => {
    const letters = m.replace(/\./g, '').split('').join('-');
    return `${letters}${startsNewSentence(all.slice(offset + m.length)) ? '.' : ''}`;
  });
}

export function applyBroadcastWordRules(text: string, style: NumberStyle): string {
  // States first, so "N.Y." after a city becomes "New York" rather than "N-Y".
  const spelled = spellOutStates(expandTitles(text));
  return hyphenateInitials(hyphenateDottedInitials(expandStreets(spelled)), style);
}
