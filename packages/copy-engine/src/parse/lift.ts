/**
 * A wire lede carried into broadcast copy: the news first, in a sentence a listener follows, and its
 * asides lifted out into sentences of their own instead of being lost:
 *
 * - a subject appositive: "Haskett Foods, the family-owned grocery chain that has operated on Front
 *   Street since 1958, will close its downtown store" -> "Haskett Foods will close its downtown
 *   store." + "The family-owned grocery chain has operated on Front Street since 1958."
 * - a participle tail: "A fire tore through a warehouse, sending smoke over the riverfront, forcing
 *   the closure of Route 41 and drawing 85 firefighters" -> "A fire tore through a warehouse." +
 *   "The fire sent smoke over the riverfront." + "It also forced the closure of Route 41 and drew
 *   85 firefighters." The participle takes the main verb's tense ("will close ..., leaving" -> "That
 *   will leave").
 * - a purpose of a plan: "..., so crews can replace the deck" -> "Crews will replace the deck."
 * - a closing appositive: "..., a $4.7 million project expected to send ..." -> "The project is
 *   expected to send ...".
 *
 * - an opening time after the news: "Shortly after 2 a.m. Thursday, a fire tore through a
 *   warehouse" -> "A fire tore through a warehouse shortly after 2 a.m. Thursday."
 *
 * A trailing attribution (", the company told city officials Wednesday") stays with the news. What a
 * source said besides, a source that opens the claim ("Police say ..." on every lifted sentence) and
 * "according to" a charging paper are read by lift-sources.ts. The words are the source's own; only
 * a verb's form, "also", "That's" and a reference back ("The fire", "It", "That") are added, and
 * every sentence that comes out must be complete, or the sentence stays as written.
 */
import { fragmentReason, isFiniteVerb, isSpeechVerb, isWord } from './grammar';
import { PEOPLE_NOUNS, PERSON_NOUNS } from './people';
import { pastOf, presentOf } from './verb-forms';
import { openingSource, splitClosingSource, withSource } from './lift-sources';
import { tag } from './tagger';
import type { Token } from './tagger';
import { asSentence, capitalise } from '../text/strings';
import { DAY_OR_MONTH, DAY_PARTS, NEAR_DAYS, WEEKDAYS, wordOf } from '../text/calendar';

export interface LiftedSentence {
  /** The news: the main clause with its attribution, asides out. */
  lede: string;
  /**
   * The news without its attribution when the one who says so is the one who acts ("Haskett Foods
   * will close its store ..., the company told officials"): its own plan needs no source named.
   */
  ownNews?: string;
  /** What the news led to, as sentences ("That will leave the neighborhood without a grocery."). */
  follows: string[];
  /** What a subject's appositive said about it ("The family-owned chain has operated ... since 1958."). */
  background: string[];
  /** Both, in the order a listener needs them: what happened, then background. */
  satellites: string[];
}

interface Lift {
  lede: string;
  satellites: string[];
}

/** Participles that are not an action of the subject ("including", "according to"). */
const NOT_ACTIONS =
  /^(?:including|according|following|beginning|starting|ending|saying|citing|noting|adding|regarding|concerning|involving|excluding|pending|during|considering|making)$/;
/** Participles a lede uses as adjectives after "and" ("a drop in orders and rising steel prices"). */
const ADJECTIVE_PARTICIPLES =
  /^(?:rising|falling|growing|increasing|declining|existing|remaining|missing|ongoing|soaring|mounting|lingering|aging|changing|coming|upcoming|outstanding|competing|booming|failing|leading|working|living|surrounding|neighboring)$/;
/** Participles that say what the news led to: a named subject's consequence is "That ...". */
const CONSEQUENCES =
  /^(?:leave|force|send|cause|prompt|bring|put|make|push|raise|cut|end|mark|strand|knock|close|shut|trigger|spark|leave|draw|disrupt|delay|snarl|block|damage|destroy|displace|affect|give|keep)$/;
/** Main verbs of a change that happens to the subject: what follows from it is the change's doing. */
const CHANGES = /^(?:close|open|reopen|shut|end|stop|move|rise|fall|drop|climb|increase|decrease|expand|shrink)$/;
/** Main verbs whose -ing words after a comma are items of a list, not what the subject did next. */
const LIST_VERBS = /^(?:include|be|face|involve|feature|list|range|consider|weigh|propose|debate)$/;
/** An institution announcing what it will do: "the company told city officials Wednesday". */
const SELF_ANNOUNCED =
  /^the (?:company|chain|district|school district|city|county|state|university|college|hospital|store|firm|board|council|agency|department|team|church|museum|library|airline|utility|owners?|company officials|store's owners?)\b/i;

type Tense = 'past' | 'present' | 'future';

/** A word of a date: "since [November eighteenth]", "since [Nov. 18]", "since [last Tuesday]". */
const dateWord = (t: Token): boolean =>
  t.pos === 'NUM' ||
  DAY_OR_MONTH.test(t.lower.replace(/\.$/, '')) ||
  // ("shortly before 3 a.m.": a clock time, panel AJ.)
  /^(?:last|the|\w+(?:st|nd|rd|th)|\.|[ap]\.m\.|noon|midnight)$/.test(t.lower);

/** A time word that may close a subject's relative clause right before the main verb. */
const CLAUSE_END_TIME = /^(?:overnight|yesterday|today|tonight|earlier|recently)$/;

/** Words that open a clause of their own inside a sentence. */
const SUBORDINATORS = /^(?:before|after|until|while|because|when|as|since|although|though|unless|once)$/;

const complete = (s: string): boolean => fragmentReason(s) === undefined;
const words = (tokens: readonly Token[]): number => tokens.filter(isWord).length;
/** A claim with nothing lifted out of it. */
const unlifted = (claim: string): Lift => ({ lede: claim, satellites: [] });
/** "A Plainsmark Railway freight train", "A Greywick roofing contractor": a thing with its article. */
const isThingPhrase = (tokens: readonly Token[]): boolean =>
  /^(?:a|an|the)$/.test(tokens[0]?.lower ?? '') &&
  tokens.every((t) => /^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(t.pos) || t.text === '-') &&
  tokens[tokens.length - 1].pos === 'NOUN';

/** The sentence as a lede and the sentences lifted out of it; `satellites` is empty when nothing lifts. */
export function liftAsides(text: string): LiftedSentence {
  const written = text.trim();
  const unchanged = { lede: written, follows: [], background: [], satellites: [] };
  // (Nor a list after a colon: "laid out three options: a tax increase ..., cutting 22 teaching
  // positions, or closing ..." has no participle tail, panel AE.)
  if (/["“”]/.test(written) || !/\.$/.test(written) || /:\s/.test(written)) return unchanged;
  const inner = innerAccordingTo(written.slice(0, -1));
  if (inner) return liftWithInnerSource(written, inner);
  // "After a month of packed meetings and hundreds of complaints ..., the ... board voted ...": the
  // news first, then what it followed (panel AJ's teases had "the month" for a subject).
  const after = frontedAfter(written.slice(0, -1));
  if (after) {
    const news = liftBody(asSentence(after.news), after.news);
    // (The vote by name where the news is one: a later split of the lede may come between, and
    // "That" would then point at the wrong line.)
    const act = /\b(vot|rul|decid)(?:ed|es)\b/.exec(after.news)?.[1];
    const which = act ? `The ${{ vot: 'vote', rul: 'ruling', decid: 'decision' }[act]}` : 'That';
    const follows = [asSentence(`${which} followed ${after.phrase}`), ...news.follows];
    return { ...news, follows, satellites: [...follows, ...news.background] };
  }
  return liftBody(written, written.slice(0, -1));
}

/** The sentence without a long opening "After <noun phrase>,": its news, as a headline reads it. */
export function withoutFrontedAfter(sentence: string): string {
  const after = frontedAfter(sentence.trim().replace(/\.$/, ''));
  return after ? asSentence(after.news) : sentence;
}

/** A long "After <noun phrase>," that opens a sentence, and the news after it. */
function frontedAfter(body: string): { phrase: string; news: string } | undefined {
  const tokens = tag(body);
  const comma = tokens.findIndex((t) => t.text === ',');
  if (tokens[0]?.lower !== 'after' || comma < 8 || !/^(?:DET|NOUN|ADJ|NUM)$/.test(tokens[1]?.pos ?? ''))
    return undefined;
  // A noun phrase, not a clause: a verb inside it only in its relative ("customers who saw ...").
  const phrase = tokens.slice(1, comma);
  const relative = phrase.findIndex((t) => /^(?:who|that|which)$/.test(t.lower));
  const verb = phrase.findIndex((_, k) => isFiniteVerb(phrase, k));
  if (verb >= 0 && (relative < 0 || relative > verb)) return undefined;
  const rest = tokens.slice(comma + 1);
  if (!/^(?:DET|PROPN|NOUN)$/.test(rest[0]?.pos ?? '') || words(rest) < 8) return undefined;
  if (!rest.some((_, k) => isFiniteVerb(rest, k))) return undefined;
  return {
    phrase: body.slice(phrase[0].start, phrase[phrase.length - 1].end),
    news: capitalise(body.slice(rest[0].start)),
  };
}

/**
 * ", a deal that includes, according to city records, a 10-year tax abatement ...": a source set off
 * inside a closing appositive is that appositive's, not the news's (panel AA: "City records say
 * Marrowfield Components will add 180 jobs" was no claim of the records). The body without it, it,
 * and the news before the appositive.
 */
export function innerAccordingTo(body: string): { body: string; source: string; news: string } | undefined {
  const m = /,\s+(according to [^,"“”]+),\s+/.exec(body);
  if (!m) return undefined;
  // The aside sits inside an appositive that opens after the news: ", a deal that includes".
  const appositive = /,\s+(?:a|an)\s[^,]+$/.exec(body.slice(0, m.index));
  if (!appositive) return undefined;
  return {
    body: `${body.slice(0, m.index)} ${body.slice(m.index + m[0].length)}`,
    source: m[1],
    news: body.slice(0, appositive.index),
  };
}

/** The lede lifted without the appositive's source, which goes back on the appositive's own sentence. */
function liftWithInnerSource(written: string, inner: { body: string; source: string }): LiftedSentence {
  const unchanged = { lede: written, follows: [], background: [], satellites: [] };
  const lifted = liftBody(asSentence(inner.body), inner.body);
  const at = lifted.follows.findIndex((f) => /^The \w+ /.test(f) && !lifted.background.includes(f));
  if (at < 0 || /\baccording to\b/i.test(lifted.lede)) return unchanged;
  const sourced = `${lifted.follows[at].replace(/\.$/, '')}, ${inner.source}.`;
  const follows = lifted.follows.map((f, i) => (i === at ? sourced : f));
  return { ...lifted, follows, satellites: [...follows, ...lifted.background] };
}

/** The lift of one sentence (`written`, its `body` without the closing stop). */
function liftBody(written: string, body: string): LiftedSentence {
  const unchanged = { lede: written, follows: [], background: [], satellites: [] };
  // "..., the South Dakota Highway Patrol said Monday, a crash that closed the northbound lanes ...":
  // an appositive after the source is the news's own, told after it (panel AH's simplifier left
  // "..., the South Dakota Highway Patrol said Monday, a crash." in every script).
  const trailing = APPOSITIVE_AFTER_SOURCE.exec(body);
  if (trailing) {
    const news = body.slice(0, trailing.index + trailing[1].length + 2);
    const lifted = liftBody(asSentence(news), news);
    const own = asSentence(`The ${trailing[2]} ${trailing[3]}`);
    if (!complete(own)) return unchanged;
    // (What the news did is the event's, which the appositive names: "The crash killed the
    // pickup's driver.", never "The truck killed ...".)
    const harm = /^The [a-z]+ (?=(?:killed|injured|hurt|left|sent|forced|displaced|damaged|destroyed)\b)/;
    const follows = [...lifted.follows.map((f) => f.replace(harm, `The ${trailing[2]} `)), own];
    return { ...lifted, follows, satellites: [...follows, ...lifted.background] };
  }
  const { claim: withoutSource, attribution, satellites: said } = splitClosingSource(body);
  // "Police say a man who ... stole ...": the claim is lifted on its own, and each sentence taken
  // out of it says who claims it.
  const opening = openingSource(withoutSource);
  // "Shortly after 2 a.m. Thursday, a three-alarm fire tore through ...": the subject first, its
  // time after the news ("... tore through a warehouse shortly after 2 a.m. Thursday").
  const fronted = frontedTime(opening?.claim ?? withoutSource);
  const claim = fronted?.claim ?? opening?.claim ?? withoutSource;
  const appositive = liftSubjectAppositive(claim);
  // A subject's relative clause is the story's own past ("who took deposits ... and never did the
  // work"): it follows the news, never dropped as background.
  const relative = appositive.lede === claim ? liftSubjectRelative(claim) : unlifted(appositive.lede);
  const purpose = liftPurpose(relative.lede);
  // (Not inside a claim with its source first: "Prosecutors say Emmerich collected deposits ...
  // after a hailstorm damaged hundreds of homes" is one claim, told whole.)
  const after = opening ? unlifted(purpose.lede) : liftClosingAfter(purpose.lede);
  const closing = liftClosingAppositive(after.lede);
  const tail = liftParticipleTail(closing.lede);
  const lifts = [tail, purpose, after, closing, relative];
  // "Police say ..., according to a criminal complaint filed Monday": the document gets a sentence.
  const according = opening !== undefined && attribution !== undefined && /^according to\b/i.test(attribution);
  const nothing = appositive.satellites.length === 0 && lifts.every((l) => l.satellites.length === 0);
  if (nothing && said.length === 0 && !according) return unchanged;
  const news = `${opening?.source ?? ''}${fronted ? withTime(tail.lede, fronted.time) : tail.lede}`;
  const lede = asSentence(attribution && !according ? `${news}, ${attribution}` : news);
  // A purpose lifted out may end on the closing appositive ("Crews will replace the deck, a project
  // expected to ..."), which lifts in turn.
  const purposes = purpose.satellites.flatMap((p) => {
    const inner = liftClosingAppositive(p.replace(/\.$/, ''));
    return inner.satellites.length > 0 ? [asSentence(inner.lede), ...inner.satellites] : [p];
  });
  const claimed = (lines: string[]): string[] => (opening ? lines.map((l) => withSource(opening.says, l)) : lines);
  const follows = [
    ...(according ? [asSentence(`That's ${attribution}`)] : []),
    ...claimed([...relative.satellites, ...purposes, ...closing.satellites, ...tail.satellites, ...after.satellites]),
    ...said,
  ];
  const background = claimed(appositive.satellites);
  const satellites = [...follows, ...background];
  if (![lede, ...satellites].every(complete)) return unchanged;
  const ownNews = attribution && SELF_ANNOUNCED.test(attribution) ? asSentence(tail.lede) : undefined;
  return { lede, ownNews, follows, background, satellites };
}

/**
 * "..., after the school board agreed Thursday night to put the question on the ballot for the
 * second time in three years": a closing clause with its own subject and past verb is a sentence of
 * its own, told after the news (panel AG's VOSOT cut it, and "The last attempt failed" dangled).
 */
function liftClosingAfter(claim: string): Lift {
  const none = unlifted(claim);
  const tokens = tag(claim);
  const at = tokens.findIndex(
    (t, i) =>
      i > 4 &&
      t.lower === 'after' &&
      tokens[i - 1]?.text === ',' &&
      /^(?:DET|PROPN|NOUN)$/.test(tokens[i + 1]?.pos ?? ''),
  );
  if (at < 0 || tokens.slice(at + 1).some((t) => t.text === ',')) return none;
  // Its own subject, then a verb in the past: "the school board agreed", "a judge ruled".
  const verb = tokens.findIndex((t, i) => i > at + 1 && /^(?:VERB|AUX)$/.test(t.pos));
  if (verb < 0 || verb > at + 6 || !isFiniteVerb(tokens, verb) || tokens[verb].lower === tokens[verb].lemma)
    return none;
  if (!tokens.slice(at + 1, verb).some((t) => /^(?:NOUN|PROPN)$/.test(t.pos))) return none;
  const lede = claim.slice(0, tokens[at - 1].start).trim();
  const satellite = asSentence(capitalise(claim.slice(tokens[at + 1].start)));
  return words(tag(lede)) >= 8 && complete(satellite) ? { lede, satellites: [satellite] } : none;
}

/** ", the South Dakota Highway Patrol said Monday, a crash that closed ...": the source, then the news's appositive. */
const APPOSITIVE_AFTER_SOURCE =
  /,\s+((?:the\s+)?[A-Z][^,]{2,60}?\s+(?:said|says|reported|announced)(?:\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|today|tonight|yesterday))?),\s+(?:a|an)\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:that|which)\s+([^,]+)$/;

/** Words of a time phrase: "Shortly after 2 a.m. Thursday", "Late Tuesday night". */
const TIME_WORD = wordOf(WEEKDAYS, DAY_PARTS, NEAR_DAYS, [
  'yesterday',
  'weekend',
  'noon',
  'midnight',
  'dawn',
  'a\\.m\\.',
  'p\\.m\\.',
  'a-m',
  'p-m',
]);

/**
 * The news with its time after the main verb's words, before any comma: "destroyed a duplex on
 * Linden Court [just before 11 p.m. Saturday], displacing seven people" (the time is the fire's).
 */
function withTime(news: string, time: string): string {
  const tokens = tag(news);
  const v = mainVerb(tokens);
  const comma = tokens.findIndex((t, i) => i > v && t.text === ',');
  if (v < 1 || comma < 0) return `${news} ${time}`;
  return `${news.slice(0, tokens[comma].start).trimEnd()} ${time}${news.slice(tokens[comma].start)}`;
}

/** A time phrase that opens a claim before its subject, and the claim without it. */
function frontedTime(claim: string): { time: string; claim: string } | undefined {
  const tokens = tag(claim);
  const comma = tokens.findIndex((t) => t.text === ',');
  if (comma < 2 || comma > 9) return undefined;
  const phrase = tokens.slice(0, comma);
  // ("Starting Feb. 1, the emergency room ... will close": a start date is a time phrase too.)
  const verbal = (t: Token, k: number): boolean =>
    (t.pos === 'VERB' || t.pos === 'AUX') && !(k === 0 && /^(?:starting|beginning|effective)$/.test(t.lower));
  const timed = (t: Token): boolean => TIME_WORD.test(t.lower) || DAY_OR_MONTH.test(t.lower.replace(/\.$/, ''));
  if (!phrase.some(timed) || phrase.some(verbal)) return undefined;
  if (!/^(?:DET|NOUN|PROPN|NUM|ADJ)$/.test(tokens[comma + 1]?.pos ?? '')) return undefined;
  const first =
    phrase[0].pos === 'PROPN' && !/^(?:starting|beginning|effective)$/.test(phrase[0].lower)
      ? phrase[0].text
      : phrase[0].lower;
  return {
    time: `${first}${claim.slice(phrase[0].end, phrase[comma - 1].end)}`,
    claim: claim.slice(tokens[comma + 1].start),
  };
}

/**
 * "A Greywick roofing contractor who took deposits ... and never did the work was sentenced ..."
 * -> "A Greywick roofing contractor was sentenced ..." + "The contractor took deposits ... and never
 * did the work." The subject is a common noun with its article; the relative clause opens on its
 * verb ("who police say ..." stays whole) and the main verb comes right after a noun.
 */
function liftSubjectRelative(claim: string): Lift {
  const tokens = tag(claim);
  const rel = tokens.findIndex((t) => /^(?:who|that)$/.test(t.lower));
  if (rel < 2 || rel > 11 || !isThingPhrase(tokens.slice(0, rel))) return unlifted(claim);
  const head = tokens[rel - 1];
  // (The tagger reads the verb after "that" as no finite one: "An ice storm that coated ...".)
  const pastAfterThat = (t: Token | undefined): boolean =>
    t?.pos === 'VERB' && /ed$/.test(t.lower) && t.lower !== t.lemma;
  const opensOnVerb =
    isFiniteVerb(tokens, rel + 1) ||
    (tokens[rel + 1]?.pos === 'ADV' && isFiniteVerb(tokens, rel + 2)) ||
    pastAfterThat(tokens[rel + 1]);
  if (!opensOnVerb) return unlifted(claim);
  let main = -1;
  for (let i = rel + 2; i < tokens.length && main < 0; i++) {
    if (/^[,;:]$/.test(tokens[i].text)) return unlifted(claim);
    // ("The two board members who voted no said parents need ...": "said" is the main verb, what
    // was said its own clause; lifted at "need" the members would need it, panel AI.)
    if (/^(?:said|says)$/.test(tokens[i].lower)) return unlifted(claim);
    // (Or after a time word that closes the clause: "An ice storm that coated power lines ...
    // overnight left ...", panel AC.)
    const before = tokens[i - 1];
    // (Never a noun the tagger read as a verb before the real one: "a clogged dryer vent/VERB tore"
    // made "A fire vent tore through ...", panel AG. Two verbs in a row leave the lede whole.)
    if (isFiniteVerb(tokens, i) && (/^(?:NOUN|PROPN|NUM)$/.test(before.pos) || CLAUSE_END_TIME.test(before.lower))) {
      if (tokens[i].pos === 'VERB' && tokens[i + 1]?.pos === 'VERB') return unlifted(claim);
      main = i;
    }
  }
  if (main < 0) return unlifted(claim);
  // "A fire that broke out ... spread through the attic before firefighters brought it under
  // control": a verb after "before" is no main verb, and the tagger may have missed the real one.
  // (Only a clause of its own: "after last spring's hailstorm and never did the work" is a phrase.)
  let opener = -1;
  for (let k = rel + 1; k < main; k++) if (SUBORDINATORS.test(tokens[k].lower)) opener = k;
  // ("since November 18 has been identified": a date after "since" is a phrase, not a clause.)
  const dated = tokens.slice(opener + 1, main).every(dateWord);
  if (opener > rel && !dated && !tokens.slice(opener + 1, main).some((_, k) => isFiniteVerb(tokens, opener + 1 + k)))
    return unlifted(claim);
  const lede = `${claim.slice(0, tokens[rel].start).trim()} ${claim.slice(tokens[main].start)}`;
  const satellite = asSentence(`The ${head.lower} ${claim.slice(tokens[rel + 1].start, tokens[main - 1].end)}`);
  return words(tag(lede)) >= 6 && complete(satellite) ? { lede, satellites: [satellite] } : unlifted(claim);
}

/** The first finite verb outside commas that open right after the subject, and its index. */
function mainVerb(tokens: readonly Token[]): number {
  let depth = 0;
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i];
    // An aside after the subject: early, or a long subject's appositive (", a 72-year-old span that carries ...,").
    if (t.text === ',') depth = depth === 0 && (i < 12 || /^(?:a|an|the)$/.test(tokens[i + 1]?.lower ?? '')) ? 1 : 0;
    else if (depth === 0 && isFiniteVerb(tokens, i)) return i;
  }
  return -1;
}

/** "Name, the ... that ..., will close" -> "Name will close" + "The ... has ...". */
function liftSubjectAppositive(claim: string): Lift {
  const none = unlifted(claim);
  const tokens = tag(claim);
  const open = tokens.findIndex((t) => t.text === ',');
  if (open < 1 || open > 7) return none;
  // The subject before the comma is a name (or names), the aside opens with an article.
  const subject = tokens.slice(0, open);
  // ("Inkwell and Ivy Books": a name may hold an "and" between its words)
  const named = (t: Token, i: number): boolean =>
    t.pos === 'PROPN' ||
    t.pos === 'PART' ||
    t.text === '&' ||
    // ("Harlan-Voss Fabrication": a hyphen inside a name, panel AB.)
    (t.text === '-' && subject[i - 1]?.end === t.start && subject[i + 1]?.start === t.end) ||
    (t.lower === 'and' && i > 0 && i < open - 1) ||
    (i === 0 && t.lower === 'the');
  // Or a thing with its article, of up to six words: "A Plainsmark Railway freight train, a 96-car string of ...".
  const isName = subject.every(named) && subject.some((t) => t.pos === 'PROPN');
  if (!isName && !(open <= 6 && isThingPhrase(subject))) return none;
  if (!/^(?:the|a|an)$/.test(tokens[open + 1]?.lower ?? '')) return none;
  const close = tokens.findIndex((t, i) => i > open + 1 && t.text === ',');
  if (close < 0 || (!isFiniteVerb(tokens, close + 1) && !/^(?:AUX|VERB)$/.test(tokens[close + 1]?.pos ?? '')))
    return none;
  const aside = tokens.slice(open + 1, close);
  const lede = placeForThere(`${claim.slice(0, tokens[open].start)} ${claim.slice(tokens[close + 1].start)}`, aside);
  const relative = aside.findIndex((t) => /^(?:that|which|who)$/.test(t.lower));
  if (relative < 2 || !isFiniteVerb(aside, relative + 1) || words(aside.slice(relative + 1)) < 3) {
    // A bare appositive says what the name is: "Verity Hollow Regional Hospital is the only
    // hospital within 40 miles of Pellworth." A short one ("the auto parts maker") goes.
    if (relative >= 0 || words(aside) < 5) return { lede, satellites: [] };
    const head = subject[subject.length - 1];
    // A thing is told by its noun, in the tense of the news: "The train was a 96-car string ...".
    const past =
      !isName && /^(?:VERB|AUX)$/.test(tokens[close + 1].pos) && /ed$|^(?:was|were|had)$/.test(tokens[close + 1].lower);
    const name = isName ? claim.slice(0, tokens[open].start) : `The ${head.lower}`;
    const plural = isName ? /^the\s/i.test(name) && /[^s']s$/.test(head.text) : head.lower !== head.lemma;
    const be = past ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
    const satellite = asSentence(`${name} ${be} ${claim.slice(aside[0].start, aside[aside.length - 1].end)}`);
    return complete(satellite) ? { lede, satellites: [satellite] } : { lede, satellites: [] };
  }
  const noun = claim.slice(aside[1].start, aside[relative - 1].end);
  const satellite = asSentence(`The ${noun} ${claim.slice(aside[relative + 1].start, aside[aside.length - 1].end)}`);
  return complete(satellite) ? { lede, satellites: [satellite] } : none;
}

/**
 * "will close its plant there" once the aside that said where ("that has operated on the south side
 * of Wendham Falls since 1962") is lifted out: "its Wendham Falls plant" (panel AC).
 */
function placeForThere(lede: string, aside: readonly Token[]): string {
  const there = /\b(its|their) ([a-z]+) there\b/.exec(lede);
  if (!there) return lede;
  let end = aside.length - 1;
  while (end >= 0 && aside[end].pos !== 'PROPN') end--;
  let start = end;
  while (start > 0 && aside[start - 1].pos === 'PROPN') start--;
  const place = aside.slice(start, end + 1).map((t) => t.text);
  if (place.length === 0 || !/^(?:in|of|on|at)$/.test(aside[start - 1]?.lower ?? '')) return lede;
  return lede.replace(there[0], `${there[1]} ${place.join(' ')} ${there[2]}`);
}

/**
 * "The state will close the bridge Monday, so crews can replace its deck" -> "... Monday." + "Crews
 * will replace its deck." Only for a plan (the main verb's "will"), where "can" is what it is for.
 */
function liftPurpose(claim: string): Lift {
  const none = unlifted(claim);
  const tokens = tag(claim);
  const v = mainVerb(tokens);
  if (v < 1 || tenseOf(tokens, v) !== 'future') return none;
  for (let i = v + 2; i < tokens.length - 4; i++) {
    if (tokens[i].text !== ',' || tokens[i + 1].lower !== 'so') continue;
    const can = tokens.findIndex((t, k) => k > i + 2 && k < i + 6 && t.lower === 'can');
    if (can < 0 || tokens[can + 1]?.pos !== 'VERB') return none;
    const who = tokens.slice(i + 2, can);
    if (!who.every((t) => /^(?:DET|ADJ|NOUN|PROPN)$/.test(t.pos))) return none;
    const lede = claim.slice(0, tokens[i].start).trim();
    const satellite = asSentence(
      `${claim.slice(who[0].start, who[who.length - 1].end)} will ${claim.slice(tokens[can + 1].start)}`,
    );
    return words(tag(lede)) >= 6 ? { lede, satellites: [satellite] } : none;
  }
  return none;
}

/**
 * A closing appositive on the object: "... the span's cracked deck, a $4.7 million project expected
 * to send 9,000 drivers onto a detour" -> "... cracked deck." + "The project is expected to send
 * 9,000 drivers onto a detour." Only with what follows the noun (a participle or "that" clause).
 */
function liftClosingAppositive(claim: string): Lift {
  const none = unlifted(claim);
  const tokens = tag(claim);
  const v = mainVerb(tokens);
  if (v < 1) return none;
  for (let i = tokens.length - 4; i > v + 2; i--) {
    if (tokens[i].text !== ',' || !/^(?:a|an)$/.test(tokens[i + 1].lower)) continue;
    let rest = tokens.slice(i + 1);
    // (", a measure ... said would bring in $3.8 million a year, overriding objections ...": the
    // participle after the appositive is the main clause's, and stays with it; panel AC.)
    const comma = rest.findIndex((t) => t.text === ',');
    const after = comma >= 0 ? rest[comma + 1] : undefined;
    // (The tagger may read it as an adjective: "overriding/ADJ objections".)
    const tailAfter =
      /^(?:VERB|ADJ)$/.test(after?.pos ?? '') &&
      /ing$/.test(after?.lower ?? '') &&
      !NOT_ACTIONS.test(after?.lower ?? '') &&
      !ADJECTIVE_PARTICIPLES.test(after?.lower ?? '');
    if (comma >= 0 && (!tailAfter || rest.slice(comma + 1).some((t) => t.text === ','))) return none;
    const tail = tailAfter ? claim.slice(rest[comma].start) : '';
    if (tailAfter) rest = rest.slice(0, comma);
    const said = sourcedAppositive(claim.slice(0, rest[rest.length - 1].end), rest);
    if (said) {
      const lede = `${claim.slice(0, tokens[i].start).trim()}${tail}`;
      return words(tag(lede)) >= 6 && complete(said) ? { lede, satellites: [said] } : none;
    }
    // The appositive's noun, then "expected to ..." / "that will ...".
    const k = rest.findIndex((t, j) => j > 0 && (t.lower === 'that' || (t.pos === 'VERB' && /ed$/.test(t.lower))));
    if (k < 2 || rest[k - 1].pos !== 'NOUN') return none;
    // The appositive's own noun phrase ("a $4.7 million project"), and a subject relative after it
    // ("a change that advocates had sought" is not one: "advocates" is that clause's subject).
    if (!rest.slice(1, k).every((t) => /^(?:ADJ|NOUN|NUM|SYM|PROPN)$/.test(t.pos) || /^[-$]$/.test(t.text)))
      return none;
    if (rest[k].lower === 'that' && !isFiniteVerb(rest, k + 1)) return none;
    const head = rest[k - 1].lower;
    const body = claim.slice(0, rest[rest.length - 1].end);
    const predicate =
      rest[k].lower === 'that'
        ? body.slice(rest[k + 1].start)
        : `${/[^su]s$/.test(head) ? 'are' : 'is'} ${body.slice(rest[k].start)}`;
    const lede = `${claim.slice(0, tokens[i].start).trim()}${tail}`;
    const satellite = asSentence(`The ${head} ${predicate}`);
    return words(tag(lede)) >= 6 && complete(satellite) ? { lede, satellites: [satellite] } : none;
  }
  return none;
}

/**
 * "a project the company says will add 120 jobs ...": an appositive whose claim has its own source,
 * told as "The company says the project will add 120 jobs ...".
 */
function sourcedAppositive(claim: string, rest: readonly Token[]): string | undefined {
  let head = 1;
  while (
    head < rest.length &&
    /^(?:ADJ|NOUN|NUM|SYM)$/.test(rest[head].pos) &&
    !/^(?:DET|PROPN)$/.test(rest[head + 1]?.pos ?? '')
  )
    head++;
  // (Or people by their job: "a move city officials say is needed to pay for ...", panel AB.)
  const byJob = sourcedByJob(claim, rest);
  if (byJob) return byJob;
  // (Or a person: "a measure Chairwoman Loretta Quimby said would bring in ...", panel AC.)
  const person = rest[head + 1]?.pos === 'PROPN' && /^[A-Z]/.test(rest[head + 1].text);
  if (head >= rest.length || rest[head].pos !== 'NOUN' || (rest[head + 1]?.pos !== 'DET' && !person)) return undefined;
  const says = rest.findIndex(
    (t, j) => j > head + (person ? 1 : 2) && j < head + 6 && isSpeechVerb(t) && /^(?:says|said)$/.test(t.lower),
  );
  if (says < 0 || !rest.slice(head + 1, says).every((t) => /^(?:DET|ADJ|NOUN|PROPN)$/.test(t.pos))) return undefined;
  if (person && !rest.slice(head + 1, says).every((t) => t.pos === 'PROPN')) return undefined;
  if (rest[says + 1]?.pos !== 'AUX' && !isFiniteVerb(rest, says + 1)) return undefined;
  const source = claim.slice(rest[head + 1].start, rest[says - 1].end);
  return asSentence(`${capitalise(source)} says the ${rest[head].lower} ${claim.slice(rest[says + 1].start)}`);
}

/** "a move city officials say is needed ...": one noun, then its source of plural people. */
function sourcedByJob(claim: string, rest: readonly Token[]): string | undefined {
  if (rest[1]?.pos !== 'NOUN') return undefined;
  const says = rest.findIndex((t, j) => j >= 3 && j <= 5 && /^(?:say|said)$/.test(t.lower));
  if (says < 0 || !rest.slice(2, says).every((t) => /^(?:NOUN|ADJ)$/.test(t.pos))) return undefined;
  if (!/^(?:officials|leaders|administrators|managers|planners|engineers|experts|police)$/.test(rest[says - 1].lower))
    return undefined;
  if (rest[says + 1]?.pos !== 'AUX' && !isFiniteVerb(rest, says + 1)) return undefined;
  const source = claim.slice(rest[2].start, rest[says - 1].end);
  return asSentence(`${capitalise(source)} say the ${rest[1].lower} ${claim.slice(rest[says + 1].start)}`);
}

/** "..., sending smoke ..., forcing ... and drawing ..." lifted into sentences of their own. */
function liftParticipleTail(claim: string): Lift {
  const none = unlifted(claim);
  const tokens = tag(claim);
  const v = mainVerb(tokens);
  if (v < 1) return none;
  // Participles that open a phrase after a comma (", sending") or after "and" in that list.
  const starts: number[] = [];
  for (let i = v + 2; i < tokens.length - 2; i++) {
    const t = tokens[i];
    const before = tokens[i - 1];
    // ("ending nearly three years of debate" is an act; "ending Friday" is a date.)
    const acts = /^(?:ending|beginning|starting)$/.test(t.lower) && /^(?:DET|ADV)$/.test(tokens[i + 1]?.pos ?? '');
    const participle =
      t.pos === 'VERB' &&
      /ing$/.test(t.lower) &&
      t.lemma !== t.lower &&
      (acts || !NOT_ACTIONS.test(t.lower)) &&
      !ADJECTIVE_PARTICIPLES.test(t.lower);
    // ("destroying a bakery and damaging three apartments": the tagger reads some -ing words as
    // adjectives; after "and" in an open list, with an object after it, it is the list's next act.)
    const listed =
      t.pos === 'ADJ' &&
      /ing$/.test(t.lower) &&
      before.lower === 'and' &&
      starts.length > 0 &&
      /^(?:DET|NUM|PRON)$/.test(tokens[i + 1]?.pos ?? '');
    const act = MAIN_ACTS[t.lower] !== undefined && before.text === ',';
    if (!participle && !listed && !act) continue;
    const afterComma = before.text === ',';
    const afterAnd = before.lower === 'and' && starts.length > 0;
    if (afterComma || afterAnd) starts.push(i);
    else if (starts.length > 0) return none;
  }
  if (starts.length === 0) return none;
  const first = starts[0];
  // "voted to bring back Sunday hours, using a grant": the -ing belongs to the infinitive, whose time
  // the sentence does not say; "faces charges of robbery, fleeing police": a list. Both stay whole.
  const between = tokens.slice(v, first);
  // ("was approved": a passive's verb is its participle, not "be".)
  const verb = tokens[v].pos === 'AUX' && tokens[v + 1]?.pos === 'VERB' ? tokens[v + 1] : tokens[v];
  if (LIST_VERBS.test(verb.lemma) || isSpeechVerb(verb)) return none;
  const mainAct = MAIN_ACTS[tokens[first].lower] !== undefined;
  const subordinate = subordinateClause(tokens, v, first);
  if (!mainAct && !subordinate && between.some((t, i) => t.lower === 'to' && between[i + 1]?.pos === 'VERB'))
    return none;
  // "..., the association said, noting that the number of homes fell to 312, pushing buyers into
  // bidding wars": the -ing belongs to what was said, not to the news's subject (panel W).
  // (", officials said Tuesday, citing a shortage ..., forcing patients to travel": the closing
  // forces them; only a said clause with a verb of its own takes the -ing.)
  if (between.some((t) => /^(?:noting|adding|saying|warning|explaining)$/.test(t.lower))) return none;
  // ("the north side of Pell Crossing, sending": a place's name is no list.)
  if (between.slice(-5).some((t, i, last) => t.lower === 'of' && last[i + 1]?.pos !== 'PROPN')) return none;
  const ledeTokens = tokens.slice(0, first - 1);
  if (words(ledeTokens) < 6) return none;
  const tense = subordinate ? tenseOf(tokens, subordinate.verb) : tenseOf(tokens, v);
  const consequence = CONSEQUENCES.test(tokens[first].lemma);
  // "A plan ... was approved Monday, ending three years of debate": the approval ended it ("That").
  // "The emergency room ... will close ..., forcing patients to travel": the closing forces them
  // ("That will force"), not the room.
  // (After "will" the tagger may read the verb as an adjective: "will close/ADJ".)
  const changeWord = tokens[v].pos === 'AUX' ? tokens[v + 1] : tokens[v];
  const changed = consequence && CHANGES.test(changeWord?.lemma ?? '');
  const ref = subordinate
    ? referenceTo(tokens.slice(subordinate.at + 1, subordinate.verb), claim, false)
    : consequence && (verb !== tokens[v] || changed)
      ? { word: 'That', plural: false }
      : referenceTo(tokens.slice(0, v), claim, consequence);
  if (!ref) return none;
  // An -ing read as an adjective has no lemma to conjugate; its regular past is the only safe form.
  if (tense !== 'past' && starts.some((s) => tokens[s].pos === 'ADJ' && !MAIN_ACTS[tokens[s].lower])) return none;
  const phrases = starts.map((s, k) => {
    const end = k + 1 < starts.length ? tokens[starts[k + 1] - 1].start : claim.length;
    const rest = claim.slice(tokens[s].end, end).replace(/[\s,]*(?:and)?[\s,]*$/, '');
    // "opened Monday, giving police somewhere other than a jail cell": what an opening gives, allows
    // or offers goes on; told in the past it would be over ("The center gave").
    const lasting = tense === 'past' && ENABLING.test(tokens[s].lemma);
    const act = MAIN_ACTS[tokens[s].lower];
    const verb = act
      ? finite(act, tense, ref.plural)
      : tokens[s].pos === 'ADJ'
        ? tokens[s].lower.replace(/ing$/, 'ed')
        : finite(tokens[s].lemma, lasting ? 'present' : tense, ref.plural);
    return `${verb}${rest}`;
  });
  const lede = claim.slice(0, tokens[first - 1].start).trim();
  const satellites =
    phrases.length === 1 || ref.word === 'That'
      ? [asSentence(`${ref.word} ${joinList(phrases)}`)]
      : [
          asSentence(`${ref.word} ${phrases[0]}`),
          asSentence(`${ref.plural ? 'They' : 'It'} also ${joinList(phrases.slice(1))}`),
        ];
  if (words(tag(lede)) < 6) return none;
  return { lede, satellites };
}

/**
 * "were ordered to stay indoors ... after a valve failed on a storage tank, releasing a cloud of
 * chlorine gas": a closing clause with its own subject and past verb, whose act the -ing goes on
 * with, told of that subject ("The valve released ...", panel AI). Its index and its verb's.
 */
function subordinateClause(
  tokens: readonly Token[],
  v: number,
  first: number,
): { at: number; verb: number } | undefined {
  for (let at = v + 1; at < first - 3; at++) {
    if (!/^(?:after|when)$/.test(tokens[at].lower) || !/^(?:a|an|the)$/.test(tokens[at + 1].lower)) continue;
    const verb = tokens.findIndex((t, i) => i > at + 2 && /^(?:VERB|AUX)$/.test(t.pos));
    if (verb < 0 || verb > at + 5 || verb >= first || !isFiniteVerb(tokens, verb)) return undefined;
    if (!tokens.slice(at + 2, verb).every((t) => /^(?:ADJ|NOUN)$/.test(t.pos))) return undefined;
    if (tokens[verb].pos !== 'VERB' || tokens[verb].lower === tokens[verb].lemma) return undefined;
    if (tokens.slice(at, first - 1).some((t) => t.text === ',')) return undefined;
    return { at, verb };
  }
  return undefined;
}

/** Bodies that decide, named in full ("The Pell County Board of Commissioners"), then "The board". */
const BODIES = /^(?:board|council|commission|committee|legislature|senate|house|court|panel|jury)$/;

/**
 * What a decision did as it was made: "voted ... to raise the tax, overriding objections ...". The
 * body that decided did it, never the infinitive's act; the tagger may read it as an adjective.
 */
const MAIN_ACTS: Record<string, string> = {
  overriding: 'override',
  defying: 'defy',
  ignoring: 'ignore',
  rejecting: 'reject',
  reversing: 'reverse',
};

const ENABLING = /^(?:give|offer|provide|allow|let|enable|bring|serve)$/;

const joinList = (phrases: string[]): string =>
  phrases.length <= 1 ? phrases.join('') : `${phrases.slice(0, -1).join(', ')} and ${phrases[phrases.length - 1]}`;

function tenseOf(tokens: readonly Token[], v: number): Tense {
  const group = tokens.slice(Math.max(0, v - 1), v + 3).filter((t) => t.pos === 'AUX' || t.pos === 'VERB');
  if (group.some((t) => t.lower === 'will' || t.lower === "'ll")) return 'future';
  const verb = tokens[v];
  if (/^(?:was|were|had|did)$/.test(verb.lower)) return 'past';
  if (verb.pos === 'VERB' && verb.lower !== verb.lemma && !/s$/.test(verb.lower) && !/ing$/.test(verb.lower))
    return 'past';
  return 'present';
}

function finite(lemma: string, tense: Tense, plural: boolean): string {
  if (tense === 'future') return `will ${lemma}`;
  if (tense === 'past') return lemma === 'be' && plural ? 'were' : pastOf(lemma);
  return presentOf(lemma, plural);
}

/**
 * Who the lifted sentence is about: "The fire" for a thing ("A four-alarm fire tore ..."), "They"
 * for people ("Police arrested ..."), "That" for what a named subject's act led to ("Haskett Foods
 * will close ..., leaving the neighborhood ..." -> "That will leave ...") and the name again for
 * what it did ("..., blaming a drop in orders" -> "Hartline Components blamed ..."). A single person
 * is never guessed at (he, she or they), so a person's sentence stays whole.
 */
function referenceTo(
  subject: readonly Token[],
  claim: string,
  consequence: boolean,
): { word: string; plural: boolean } | undefined {
  // The subject's own noun group, before any phrase or clause that describes it.
  const end = subject.findIndex(
    (t, i) =>
      i > 0 && (t.text === ',' || /^(?:ADP|VERB|AUX|SCONJ)$/.test(t.pos) || /^(?:who|that|which|to)$/.test(t.lower)),
  );
  const core = end < 0 ? subject : subject.slice(0, end);
  const head = core[core.length - 1];
  if (!head) return undefined;
  if (PEOPLE_NOUNS.test(head.lower)) return { word: 'They', plural: true };
  if (head.pos === 'PROPN') {
    if (consequence) return { word: 'That', plural: false };
    // ("The Pell County Board of Commissioners ..., overriding ...": "The board overrode ...".)
    if (core[0].lower === 'the' && BODIES.test(head.lower)) return { word: `The ${head.lower}`, plural: false };
    const name = claim.slice(core[0].start, head.end);
    return core.every((t) => t.pos === 'PROPN' || t.pos === 'PART') ? { word: name, plural: false } : undefined;
  }
  // "A 29-year-old Saxby Heights man ...": an unnamed person is "The man", never a guessed pronoun.
  if (head.pos === 'NOUN' && PERSON_NOUNS.test(head.lower) && /^(?:a|an)$/.test(core[0].lower))
    return { word: `The ${head.lower}`, plural: false };
  if (head.pos !== 'NOUN' || PERSON_NOUNS.test(head.lower)) return undefined;
  const plural = /[^su]s$/.test(head.lower);
  return { word: `The ${head.lower}`, plural };
}
