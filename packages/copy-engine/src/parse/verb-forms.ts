/**
 * Verb forms the rewriters need from a lemma the tagger gives: the present a headline takes
 * ("leave" -> "leaves"), the past a lifted participle takes ("sending" -> "send" -> "sent") and
 * the present participle of a headline's plan ("to close" -> "Closing").
 */

const THIRD_PERSON: Record<string, string> = { be: 'is', have: 'has', do: 'does', go: 'goes' };

/** The present tense of a lemma: "leave" -> "leaves" (singular) or "leave" (plural). */
/** The tagger sometimes leaves a past whole as its lemma ("gutted"): the bare verb is "gut". */
export function bareVerb(lemma: string): string {
  const doubled = /^(.*([bdgmnpt]))\2ed$/.exec(lemma);
  return doubled && doubled[1].length >= 2 ? doubled[1] : lemma;
}

export function presentOf(tagged: string, plural: boolean): string {
  const lemma = bareVerb(tagged);
  if (plural) return lemma === 'be' ? 'are' : lemma;
  if (THIRD_PERSON[lemma]) return THIRD_PERSON[lemma];
  if (/(?:s|sh|ch|x|z|o)$/.test(lemma)) return `${lemma}es`;
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ies`;
  return `${lemma}s`;
}

/**
 * Past tenses an -ing participle's lemma needs that "-ed" does not give. The lemma comes from the
 * tagger ("sending" -> "send").
 */
const IRREGULAR_PAST: Record<string, string> = {
  be: 'was',
  beat: 'beat',
  become: 'became',
  begin: 'began',
  bring: 'brought',
  build: 'built',
  buy: 'bought',
  catch: 'caught',
  cut: 'cut',
  draw: 'drew',
  drive: 'drove',
  eat: 'ate',
  fall: 'fell',
  feed: 'fed',
  feel: 'felt',
  find: 'found',
  fly: 'flew',
  freeze: 'froze',
  get: 'got',
  give: 'gave',
  go: 'went',
  grow: 'grew',
  have: 'had',
  hit: 'hit',
  hold: 'held',
  hurt: 'hurt',
  keep: 'kept',
  lay: 'laid',
  lead: 'led',
  leave: 'left',
  lose: 'lost',
  override: 'overrode',
  make: 'made',
  meet: 'met',
  pay: 'paid',
  put: 'put',
  rise: 'rose',
  run: 'ran',
  see: 'saw',
  sell: 'sold',
  send: 'sent',
  set: 'set',
  shake: 'shook',
  shut: 'shut',
  sink: 'sank',
  spend: 'spent',
  spread: 'spread',
  stand: 'stood',
  strike: 'struck',
  sweep: 'swept',
  swing: 'swung',
  take: 'took',
  tear: 'tore',
  throw: 'threw',
  upset: 'upset',
  wake: 'woke',
  win: 'won',
  write: 'wrote',
};

/** "force" -> "forced", "trap" -> "trapped", "carry" -> "carried", "send" -> "sent". */
export function pastOf(lemma: string): string {
  if (IRREGULAR_PAST[lemma]) return IRREGULAR_PAST[lemma];
  if (/e$/.test(lemma)) return `${lemma}d`;
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ied`;
  // One syllable ending consonant-vowel-consonant doubles: "trap", "stop", "drop", "plan".
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(lemma)) return `${lemma}${lemma.slice(-1)}ed`;
  return `${lemma}ed`;
}

/** The present participle: "close" -> "closing", "shut" -> "shutting", "die" -> "dying", "open" -> "opening". */
/** Verbs stressed on their last syllable, which double it: "beginning", never "begining". */
const STRESSED_LAST =
  /^(?:begin|occur|refer|commit|admit|permit|submit|omit|forget|regret|control|prefer|compel|expel|patrol|equip|acquit|recur|transfer|deter|incur)$/;

export function ingOf(lemma: string): string {
  if (STRESSED_LAST.test(lemma)) return `${lemma}${lemma.slice(-1)}ing`;
  if (/ie$/.test(lemma)) return `${lemma.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(lemma) || /[^e]ue$/.test(lemma)) return `${lemma.slice(0, -1)}ing`;
  // One short vowel before one consonant doubles it: "shut", "stop", "plan" ("open" has two syllables).
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(lemma)) return `${lemma}${lemma.slice(-1)}ing`;
  return `${lemma}ing`;
}
