/**
 * Whether a shortened line ends on a word its source only uses before a noun, so the cut took the
 * noun away: "collecting new" of "new, unwrapped toys", "boil tap" of "tap water", "for deck" of
 * "for deck repairs". A day after the word is no part of it ("two men Tuesday").
 */
import { tag } from './tagger';
import type { Token } from './tagger';
import { escapeRegExp } from '../text/strings';
import { DAY_PARTS, NEAR_DAYS, WEEKDAYS, wordOf } from '../text/calendar';

const DAY_WORD = wordOf(WEEKDAYS, NEAR_DAYS, DAY_PARTS);
const CALENDAR = /^(?:jan|feb|march|april|may|june|july|aug|sept?|oct|nov|dec)/i;

/** Words of a way that needs where it goes. */
const WAY = /^(?:headed|heading|bound|advances|advanced|advancing)$/;

const bare = (word: string): string => word.toLowerCase().replace(/[^a-z0-9]/g, '');

const tagged = new Map<string, Token[]>();
function tagsOf(source: string): Token[] {
  let tokens = tagged.get(source);
  if (!tokens) {
    if (tagged.size > 2000) tagged.clear();
    tagged.set(source, (tokens = tag(source)));
  }
  return tokens;
}

/** The source's tokens, and its uses of the line's last word (none when the line is empty). */
function lastWordUses(line: string, source: string): { tokens: Token[]; uses: Token[] } {
  const last = bare(
    line
      .replace(/[.!?]+$/, '')
      .split(/\s+/)
      .pop() ?? '',
  );
  const tokens = tagsOf(source);
  return { tokens, uses: last ? tokens.filter((t) => bare(t.text) === last) : [] };
}

export function endsOnModifier(line: string, source: string): boolean {
  const { tokens, uses } = lastWordUses(line, source);
  if (uses.length === 0) return false;
  // ("will stop accepting ambulances overnight [starting Jan. 5]": a time adverb before its date.)
  if (
    uses.every(
      (t) =>
        /^(?:overnight|nightly|daily|weekly)$/.test(t.lower) &&
        /^(?:starting|beginning|until|from|through|on|for)$/.test(tokens[t.index + 1]?.lower ?? ''),
    )
  )
    return false;
  // ("coated much of Harrow County overnight, snapping ...": a time word before a comma is no
  // describing word of a list, panel AD.)
  if (uses.every((t) => /^(?:overnight|today|tonight|yesterday)$/.test(t.lower) && tokens[t.index + 1]?.text === ','))
    return false;
  return uses.every((t) => {
    let next = tokens[t.index + 1];
    // "new, unwrapped toys": a list of describing words goes on after the comma (the tagger may
    // call "unwrapped" a noun).
    const listed = (k: number): boolean => /^(?:ADJ|NOUN|VERB)$/.test(tokens[t.index + k]?.pos ?? '');
    if (t.pos === 'ADJ' && next?.text === ',' && listed(2) && /^(?:ADJ|NOUN)$/.test(tokens[t.index + 3]?.pos ?? ''))
      return true;
    // "a second, 18,000-square-foot store": a measure's compound goes on after the comma.
    if (
      t.pos === 'ADJ' &&
      next?.text === ',' &&
      tokens[t.index + 2]?.pos === 'NUM' &&
      tokens[t.index + 3]?.text === '-'
    )
      return true;
    // "new and gently used winter coats"
    if (
      t.pos === 'ADJ' &&
      /^(?:and|or)$/.test(next?.lower ?? '') &&
      /^(?:ADJ|ADV)$/.test(tokens[t.index + 2]?.pos ?? '')
    )
      return true;
    // "for deck and beam repairs": nouns that share the noun after them.
    const noun = (k: number): boolean => /^(?:NOUN|ADJ)$/.test(tokens[t.index + k]?.pos ?? '');
    if (
      /^(?:NOUN|ADJ)$/.test(t.pos) &&
      /^(?:and|or)$/.test(next?.lower ?? '') &&
      noun(2) &&
      tokens[t.index + 3]?.pos === 'NOUN'
    )
      return true;
    // "Schools to Dismiss Two Hours [early]": a measure of time needs its "early" or "later".
    if (
      /^(?:minutes?|hours?|days?|weeks?|months?|years?)$/.test(t.lower) &&
      /^(?:early|late|later|earlier|sooner|longer)$/.test(next?.lower ?? '')
    )
      return true;
    // "at the nearly [century-old courthouse]": a degree word before what it grades.
    if (
      t.pos === 'ADV' &&
      /^(?:nearly|almost|roughly|about|some|more|less|very|newly)$/.test(t.lower) &&
      /^(?:NUM|ADJ|NOUN)$/.test(next?.pos ?? '')
    )
      return true;
    if (next?.text === '-') next = tokens[t.index + 3];
    if (!next || DAY_WORD.test(next.lower) || CALENDAR.test(next.text)) return false;
    // ("boil tap water": a verb after a verb is the tagger's misreading of a noun's modifier)
    const modifier = /^(?:ADJ|NOUN|PROPN)$/.test(t.pos) || (t.pos === 'VERB' && tokens[t.index - 1]?.pos === 'VERB');
    return modifier && /^(?:NOUN|PROPN)$/.test(next.pos);
  });
}

/**
 * Whether a shortened line ends on a verb its source goes on from with what the verb needs: an
 * object ("Eligible Donors to Make [an appointment]"), an infinitive ("Crews Expected [to finish]",
 * "Energy Wants [to lease]") or its particle ("to Lay [off]").
 */
export function endsBeforeComplement(line: string, source: string): boolean {
  const found = lastWordUses(line, source);
  const tokens = found.tokens;
  // "Game Tied at 52 Heading [into the fourth]": a way without where it goes, whatever the tagger calls it.
  if (found.uses.some((t) => WAY.test(t.lower) && /^(?:to|for|into|toward)$/.test(tokens[t.index + 1]?.lower ?? '')))
    return true;
  // (After a modal or "to" a word is a verb, whatever the tagger says: "will start/NOUN class".)
  const verbal = (t: Token): boolean =>
    t.pos === 'VERB' ||
    t.pos === 'AUX' ||
    /^(?:will|to|can|could|would|should|may|might|must)$/.test(tokens[t.index - 1]?.lower ?? '');
  let uses = found.uses.filter(verbal);
  // A headline's own form of a source verb ("Laying" of "will lay off"): the source's uses of its lemma.
  if (found.uses.length === 0) {
    // (Tagged in lower case: a headline's capitals read every word as a name.)
    const last = tag(line.replace(/[.!?]+$/, '').toLowerCase()).at(-1);
    if (last?.pos === 'VERB') uses = tokens.filter((t) => t.pos === 'VERB' && t.lemma === last.lemma);
  }
  if (uses.length === 0) return false;
  // "Village Receives $2.1 Million State Grant": after the line's own verb the last word is its object.
  const lineTokens = tag(line.replace(/[.!?]+$/, ''));
  const before = lineTokens.at(-2)?.lower ?? '';
  if (
    !/^(?:to|will|can|could|would|should|may|might|must|not)$/.test(before) &&
    // ("Police Say ... Man Hit": a source's verb is no verb of the line's own.)
    lineTokens.slice(0, -2).some((t) => t.pos === 'VERB' && !/^(?:say|says|said)$/i.test(t.text))
  )
    return false;
  const said = line.toLowerCase();
  return uses.every((t) => {
    const next = tokens[t.index + 1];
    if (!next) return false;
    // "Greyfield City Council Voted [5-2 to move ...]": a decision without what was decided.
    const decided = tokens
      .slice(t.index + 1, t.index + 6)
      .some((u, k, next) => u.lower === 'to' && next[k + 1]?.pos === 'VERB');
    if (decided && /^(?:vote|decide|agree|plan|want|aim|hope|propose|choose|refuse|promise)$/.test(t.lemma))
      return true;
    // "Dense Fog Advisory Issued": the object already stands before the verb.
    const objects = tokens.slice(t.index + 1, t.index + 7).filter((u) => u.pos === 'NOUN' || u.pos === 'PROPN');
    if (objects.some((u) => new RegExp(`\\b${escapeRegExp(u.lower)}\\b`).test(said))) return false;
    // "will close its last three locations": a business closing what is its own closes ("Market to Close").
    if (/^(?:its|their)$/.test(next.lower) && /^(?:close|open|reopen|shut)$/.test(t.lemma)) return false;
    // "will close [each night]": how often, no object ("Emergency Room to Close", panel W).
    const often = tokens[t.index + 2]?.lower ?? '';
    if (
      /^(?:each|every)$/.test(next.lower) &&
      /^(?:night|day|morning|evening|afternoon|week|weekend|month|year)$/.test(often)
    )
      return false;
    if (/^(?:DET|NUM|PRON)$/.test(next.pos) || (next.pos === 'NOUN' && /^[a-z]/.test(next.text))) return true;
    // "Water Main Repairs Will Close [Elm Street]": a named object.
    if (
      next.pos === 'PROPN' &&
      /^[A-Z]/.test(next.text) &&
      !DAY_WORD.test(next.lower) &&
      !CALENDAR.test(next.text) &&
      tokens[t.index + 2]?.pos === 'PROPN'
    )
      return true;
    // "Could Power [about 1,100 homes]", "Should Expect [slick roads]": a count or a described object.
    if (/^(?:about|nearly|almost|roughly|more|up|at)$/.test(next.lower) && tokens[t.index + 2]?.pos === 'NUM')
      return true;
    if (next.pos === 'ADJ' && tokens[t.index + 2]?.pos === 'NOUN') return true;
    // "Quarterback Eli Romero Throws [for 214 yards]": a player's line without its figures.
    if (next.lower === 'for' && tokens[t.index + 2]?.pos === 'NUM') return true;
    if (next.lower === 'to' && tokens[t.index + 2]?.pos === 'VERB') return true;
    // "Money Will Help [pay for ...]", "Money Will Help Pay [for a $12 million replacement]": a verb
    // without the verb it lets happen, a payment without what it pays for (panel AA).
    if (next.pos === 'VERB' && /^(?:help|let|make)$/.test(t.lemma)) return true;
    // "Hospital to Stop [delivering babies]": a verb of starting or stopping without what (panel AC).
    if (
      next.pos === 'VERB' &&
      /ing$/.test(next.lower) &&
      /^(?:stop|start|begin|keep|continue|quit|resume|end)$/.test(t.lemma)
    )
      return true;
    if (next.lower === 'for' && /^(?:pay|call|ask|apply|account|search|look)$/.test(t.lemma)) return true;
    return /^(?:off|up|out|down|away|over)$/.test(next.lower);
  });
}
