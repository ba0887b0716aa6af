/**
 * The lines a banner writer refuses whatever path they came by: each was a blind panel's 1 (panels
 * N to U), a cut that reads as a headline to the writing check but says no news. A banner is one
 * phrase that ends where the topic's phrase does, opens on its subject and keeps each figure with
 * its own word.
 */
import { endsBeforeComplement, endsOnModifier } from '../../parse/modifier';
import { tag } from '../../parse/tagger';
import { isFiniteVerb, isSpeechVerb } from '../../parse/grammar';
import { LAW, mainVerbIndex } from '../social/forms';
import { dropsImpact } from '../social/recast';
import type { Token } from '../../parse/tagger';
import { escapeRegExp } from '../../text/strings';
import { TITLES } from '../../text/names-quotes';
import { COLLECTION, NEEDS_ITS_KIND, isProcedure } from './core-headline';
import { ORDINAL_WORD, fromShorthand } from '../../parse/headline';
import { MONTH_PATTERN } from '../../numbers';

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);
const bare = (word: string): string => word.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Times no headline's subject holds. */
const WEEKDAY = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;
const HOURS_OPENER = /^(?:about |nearly |more than )?(?:\S+ )?(?:hours?|minutes?)\b/i;
const TRAILING_DAY =
  /(?:\s+(?:Early|Late|Last|This|Next))?\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Today|Tonight|Tomorrow)(?:\s+(?:Night|Morning|Afternoon|Evening))?$/;
const PREPOSITION_FIRST =
  /^(?:into|onto|from|with|of|for|to|by|at|as|along|across|through|than|during|near|toward|towards|upon|within|without|between|among)\s/i;
const TO_AUX = /\bto (?:Was|Were|Is|Are|Has|Have|Had)\b|\bin Connection$/;
const TO_PARTICIPLE =
  /\bto (?!(?:Proceed|Exceed|Succeed|Need|Feed|Speed|Bleed|Breed|Seed|Heed|Embed|Shed|Wed)\b)[A-Z][a-z]+ed\b/;
/** Verbs whose object is told what to do: "urging residents [to get flu shots]". */
const ASKING = /^(?:urge|ask|encourage|tell|order|want|expect|allow|force|require|invite|remind|advise|warn)$/;

/** A figure the banner follows with another word than the source does: "Students to Start 45 Fall". */
function figureOutOfPlace(banner: string, topic: string): boolean {
  const said = banner.split(/\s+/);
  const source = topic.replace(/\s+/g, ' ');
  return said.some((w, i) => {
    // (A tally or a score reads on to anything: "Votes 7-2 to Phase Out", "Beats Harwell 35-14".)
    if (!/\d/.test(w) || /^\d+-\d+$/.test(w) || i === said.length - 1) return false;
    // ("Route 9 Lanes": the number of a name, as the source names it, is no figure.)
    if (
      i > 0 &&
      /^[A-Z]/.test(said[i - 1]) &&
      new RegExp(`\\b${escapeRegExp(said[i - 1])}\\s+${escapeRegExp(w)}\\b`).test(source)
    )
      return false;
    const next = said[i + 1].toLowerCase().replace(/[^a-z0-9]/g, '');
    // (The word may come a few words on: "140 [of its roughly 380] Workers".)
    const uses = [...source.matchAll(new RegExp(`(?<![\\w$.,])${escapeRegExp(w)}(?![\\w])((?:\\s+\\S+){1,5})`, 'gi'))];
    const follows = (after: string): boolean => {
      const list = after
        .trim()
        .split(/\s+/)
        .map((x) => x.toLowerCase().replace(/[^a-z0-9]/g, ''));
      return list[0] === next || (list[0] === 'of' && list.includes(next));
    };
    return uses.length > 0 && !uses.some((m) => follows(m[1]));
  });
}

/** What a figure measures, which a banner cannot leave behind. */
const UNITS =
  '(?:minutes?|hours?|days?|weeks?|months?|years?|percent|feet|foot|miles?|inches|degrees|acres?|points?|votes?|people|students|homes|cars|vehicles|workers|jobs)\\b';

/** Whether the banner ends on the object of an asking verb the source goes on from with "to" and a verb. */
function askedWithoutWhat(banner: string, tokens: readonly Token[]): boolean {
  const last = bare(words(banner).at(-1) ?? '');
  return tokens.some(
    (t, i) =>
      bare(t.text) === last &&
      tokens[i + 1]?.lower === 'to' &&
      tokens[i + 2]?.pos === 'VERB' &&
      tokens.slice(Math.max(0, i - 4), i).some((v) => v.pos === 'VERB' && ASKING.test(v.lemma)),
  );
}

const SAID_LAST = /\s(?:Announced?|Announces|Said|Says?|Told|Tells|Reported|Reports|Confirmed|Confirms)$/i;
/** "Headed", "Bound" without where to. */
const HEADED_NOWHERE = /\b(?:headed|heading|bound)\b(?!\s+(?:to|for|into|toward|back|home|out)\b)/i;
const EMPTY_SCHEDULE =
  /\b(?:Expected|Scheduled|Set|Slated|Due|Planned)\s+to\s+(?:Start|Begin|Continue|Resume|Happen|Take\s+Place|Last|Run)$/i;

/**
 * Whether the banner keeps the end of a place's name without its start: "Thefts Up Grove" of "in
 * Cedar Grove", where every use of "Grove" follows "Cedar" in a phrase of place. (A body or a
 * team may go by its last words: "Council", "Lady Hawks".)
 */
function splitsName(banner: string, tokens: readonly Token[]): boolean {
  const said = words(banner).map(bare);
  const capital = (t: Token | undefined): boolean => t?.pos === 'PROPN' && /^[A-Z][a-z]/.test(t.text);
  return said.some((w, i) => {
    if (!w) return false;
    const uses = tokens.filter((t) => bare(t.text) === w);
    if (uses.length === 0) return false;
    const inPlace = uses.every((t) => {
      let start = t.index;
      while (capital(tokens[start - 1])) start--;
      return start < t.index && capital(t) && tokens[start - 1]?.pos === 'ADP';
    });
    return inPlace && !uses.some((t) => bare(tokens[t.index - 1]?.text ?? '') === said[i - 1]);
  });
}

/**
 * Whether the banner opens on two words of a name that begins earlier in the topic: "Albert Krume"
 * of "Dennis Albert Krume" (a surname alone, "Krume Charged", is how a headline names him).
 */
function clipsName(banner: string, tokens: readonly Token[]): boolean {
  const [w1, w2] = words(banner).map(bare);
  if (!w1 || !w2) return false;
  // (Not after a title, "Mayor Jane Ortiz", nor a team's own name, "Westbrook Lady Hawks".)
  return tokens.some(
    (t, i) =>
      bare(t.text) === w1 &&
      bare(tokens[i + 1]?.text ?? '') === w2 &&
      t.pos === 'PROPN' &&
      tokens[i + 1].pos === 'PROPN' &&
      !/s$/.test(w2) &&
      tokens[i - 1]?.pos === 'PROPN' &&
      /^[A-Z][a-z]/.test(tokens[i - 1].text) &&
      !TITLES.has(tokens[i - 1].text.replace(/\.$/, '')) &&
      // A person's three words alone: "the National Weather Service", "Pruett Mill Covered Bridge" are names of things.
      tokens[i - 2]?.pos !== 'PROPN' &&
      tokens[i - 2]?.lower !== 'the' &&
      tokens[i + 2]?.pos !== 'PROPN',
  );
}

/** Whether the banner's last word is, in the topic, the subject of a verb that follows it. */
function endsOnNextSubject(banner: string, tokens: readonly Token[]): boolean {
  const said = words(banner).map(bare);
  if (said.length < 3) return false;
  const last = said[said.length - 1];
  const before = said[said.length - 2];
  return tokens.some(
    (t, i) =>
      bare(t.text) === last &&
      bare(tokens[i - 1]?.text ?? '') === before &&
      /^(?:NOUN|PROPN)$/.test(t.pos) &&
      /^(?:ADP|SCONJ)$/.test(tokens[i - 1]?.pos ?? '') &&
      i + 1 < tokens.length &&
      isFiniteVerb(tokens, i + 1),
  );
}

/** A plural noun right before a verb in its singular: "Sales Climbs" (a team's name may: "Lady Hawks Wins"). */
function pluralOnSingular(banner: string, topic: string): boolean {
  const tokens = tag(banner.toLowerCase());
  const common = (word: string): boolean => new RegExp(`(?<![A-Za-z])${escapeRegExp(word)}(?![A-Za-z])`).test(topic);
  return tokens.some(
    (t, i) =>
      i > 0 &&
      t.pos === 'VERB' &&
      /[^s]s$/.test(t.lower) &&
      tokens[i - 1].pos === 'NOUN' &&
      tokens[i - 1].lemma !== tokens[i - 1].lower &&
      /[^su]s$/.test(tokens[i - 1].lower) &&
      common(tokens[i - 1].lower),
  );
}

/**
 * Whether the banner says as fact what the lead gives as a police claim: "Man Steals Converters" of
 * "Police say a Saxby Heights man ... stole catalytic converters" (panel S). What was done, with no
 * one doing it, is no one's guilt: "Credit Union Robbed".
 */
function statesAClaim(banner: string, topic: string): boolean {
  const claim = new RegExp(`^[^,.]{0,60}?${LAW.source}[^,.]{0,30}?\\b(?:say|says|said)\\s+(.+)$`, 'is').exec(
    topic,
  )?.[1];
  if (!claim) return false;
  const tokens = tag(claim.split(/(?<=[.!?])\s/)[0]).filter((t) => !/^[.!?]$/.test(t.text));
  const at = mainVerbIndex(tokens);
  if (at === undefined) return false;
  // Every act of the claim, by its base form; the banner's words are read without their tags, since
  // a headline's capitals mislead the tagger ("Falls/VERB Man Hits/NOUN Cyclist").
  const acts = new Set(
    [tokens[at], ...tokens.filter((t) => t.pos === 'VERB')].filter((t) => !isSpeechVerb(t)).map((t) => t.lemma),
  );
  const said = tag(banner.toLowerCase());
  const act = (t: Token): boolean => acts.has(t.lemma) || acts.has(t.lower) || acts.has(t.lower.replace(/e?s$/, ''));
  const verb = said.findIndex((t, i) => i > 0 && act(t));
  if (verb < 0) return false;
  // What was done to the thing names no one: "Credit Union Robbed", "Cyclist Hit on Riverbend Road"
  // of "Police say a man robbed a credit union", "... hit a cyclist on Riverbend Road".
  const next = said[verb + 1];
  // What the law did to someone names no guilt either: "Man Faces Burglary Charges" (panel AA).
  if (isProcedure(said[verb].lemma, said[verb].lower, said.slice(verb + 1))) return false;
  const doneTo = /(?:ed|en)$|^(?:hit|struck|shot)$/.test(said[verb].lower) && (!next || next.pos === 'ADP');
  return !doneTo;
}

/** Whether the banner's subject and its "to" verb stand in the topic on either side of a clause opener. */
function crossesClause(banner: string, topic: string): boolean {
  const verb = /\bto ([A-Z][a-z]+)\b/.exec(banner)?.[1];
  const subject = words(banner)[0];
  if (!verb || !subject) return false;
  const lower = topic.toLowerCase();
  const from = lower.search(new RegExp(`\\b${escapeRegExp(subject.toLowerCase())}\\b`));
  const to = lower.search(new RegExp(`\\bto ${verb.toLowerCase()}\\b`));
  if (from < 0 || to < from) return false;
  return /\b(?:after|before|when|because|while|since|until|as|although)\b\s+(?:the|a|an|[a-z]+)\s/.test(
    lower.slice(from, to),
  );
}

/**
 * Whether the banner's verb is a participle the topic uses to say which ones, before its own main
 * verb: "Wind Gusts Topping 60 Mph" of "Wind gusts topping 60 mph ... tore through" (panel AA).
 */
function participleAsVerb(banner: string, tokens: readonly Token[]): boolean {
  const said = words(banner).map(bare);
  const ing = said.findIndex((w, i) => i > 0 && /ing$/.test(w));
  if (ing < 0) return false;
  const uses = tokens.filter((t) => t.lower === said[ing]);
  return (
    uses.length > 0 &&
    uses.every((t) => {
      const at = t.index;
      // (A participle, not a noun: "apartment building".)
      if (t.pos !== 'VERB' || tokens[at - 1]?.pos !== 'NOUN') return false;
      for (let k = at + 1; k < tokens.length && !/^[.!?]$/.test(tokens[k].text); k++)
        if (isFiniteVerb(tokens, k)) return true;
      return false;
    })
  );
}

/** Whether the banner is refused: `tokens` are the topic's, tagged. */
/** Verb phrases whose verb means nothing without its noun: "takes effect", "took place". */
const FIXED_VERB_PHRASES = /\b(take|takes|took|taking|go|goes|went|going) (effect|place|part|office|shape|hold) /gi;

/** "Ordinance Takes March" of "takes effect March 1": a fixed phrase with its noun cut out (panel AD). */
function cutsFixedVerbPhrase(banner: string, topic: string): boolean {
  for (const m of topic.matchAll(FIXED_VERB_PHRASES)) {
    const verb = new RegExp(`\\b${m[1]}\\b(?!\\s+${m[2]}\\b)`, 'i');
    if (verb.test(banner)) return true;
  }
  return false;
}

/** "Takes Effect March" of "March 1": a date cut to its month (panel AD). */
function monthWithoutDay(banner: string, topic: string): boolean {
  const month = new RegExp(`\\b(${MONTH_PATTERN})$`).exec(banner)?.[1];
  return !!month && new RegExp(`\\b${month}\\s+\\d`).test(topic);
}

/** "Graders Make Gains" of "Third graders": a noun the source never says without its ordinal (panel AD). */
function dropsOrdinal(banner: string, topic: string): boolean {
  const said = words(banner);
  return said.some((word, k) => {
    const w = escapeRegExp(bare(word));
    const uses = [...topic.matchAll(new RegExp(`(\\w+)\\s+${w}\\b`, 'gi'))];
    const bareUse = new RegExp(`(?:^|[^\\w\\s])\\s*${w}\\b`, 'i').test(topic);
    const keptHere = k > 0 && ORDINAL_WORD.test(bare(said[k - 1]));
    return !bareUse && !keptHere && uses.length > 0 && uses.every((m) => ORDINAL_WORD.test(m[1]));
  });
}

/** Verbs a headline never ends on: what they did it to is the news. */
const NEEDS_OBJECT =
  /^(?:coat|cover|blanket|bury|hit|strike|destroy|damage|snap|topple|injure|kill|force|cause|bring|block|flood|leave|spark|prompt|draw|send|knock|down|cut|shut)$/;

/**
 * "Glaze of Freezing Rain Coats" of "coated much of Harrow County": the headline's present of a
 * source verb whose object the cut left out (panel AD; "coats" alone reads as a noun to the tagger).
 */
function presentWithoutObject(banner: string, tokens: readonly Token[]): boolean {
  const last = /\s([A-Z][a-z]+)s$/.exec(banner)?.[1]?.toLowerCase();
  if (!last) return false;
  // (Only a verb that needs its object: "Diner Reopens", "Center Opens" are whole.)
  if (!NEEDS_OBJECT.test(last)) return false;
  const uses = tokens.filter((t) => t.pos === 'VERB' && t.lemma === last && t.lower !== last);
  return uses.length > 0 && uses.every((t) => /^(?:DET|ADJ|NOUN|PROPN|NUM|PRON)$/.test(tokens[t.index + 1]?.pos ?? ''));
}

/**
 * Lines panels AG and AH's producers read as false: a past try told as news ("Last Attempt Fails" of
 * "The last attempt failed by 212 votes"), where a fire started told as where it is ("Fire Starts on
 * Kestrel Avenue" of "started in a dryer vent"), the loser's play as the news ("Millbrook Valley
 * Ties Game" of a game Callow Ridge won), a lead-up without its crash ("Pickup Truck Crosses Median").
 */
function misleads(banner: string, topic: string): boolean {
  const first = words(banner)[0] ?? '';
  if (/^(?:Last|Previous|Prior) (?:Attempt|Try|Bid|Time|Vote|Election|Measure|Levy|Proposal)\b/.test(banner))
    return true;
  if (new RegExp(`\\b(?:last|previous|prior|earlier) ${escapeRegExp(first)}\\b`, 'i').test(topic)) return true;
  if (/\b(?:Starts?|Started|Begins?|Began) (?:on|at) /.test(banner) && /\b(?:started|began) in\b/i.test(topic))
    return true;
  const loser = /\b(?:beat|beating|defeated|defeating|topped|topping)\s+([A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*)*)/.exec(
    topic,
  )?.[1];
  if (loser && banner.startsWith(loser) && !/\b(?:Falls|Loses|Drops)\b/.test(banner)) return true;
  return dropsImpact(banner, topic);
}

/**
 * A word cut from what it needs (panels AG and AH): "... in Jail Accused" of "accused of"; "Frostbite
 * Can Set" of "set in"; "Officials Cite Shortage" of "a shortage of nurses"; "Students to Move to
 * Elementary" of "Northgate Elementary" and "Elementary to Close" of "Alder Street Elementary";
 * "Company to Lay by End of March" of "lay off"; "Company Filed with State" of "a notice the company
 * filed"; "Brannock to Move Production" without where to; "Care Unit" of "intensive care unit";
 * "Low as 35 Below Zero"; "Plan to Draws Crowd", a subject cut at its own "to".
 */
function cutFromWhatItNeeds(banner: string, topic: string, tokens: readonly Token[]): boolean {
  const last = words(banner).at(-1) ?? '';
  if (/\b(?:in|at|on) [A-Z][a-z]+ Accused$/.test(banner) && /\baccused of\b/i.test(topic)) return true;
  const canDo = /\b(?:Can|Could|May|Might) ([A-Z][a-z]+)$/.exec(banner)?.[1];
  if (canDo && new RegExp(`\\b${canDo}\\s+(?:in|up|out|off|down)\\b(?!\\s+(?:the|a|an)\\b)`, 'i').test(topic))
    return true;
  if (
    /^(?:Shortage|Lack|Loss|Number|Series|String|Wave|Rash|Spate)$/.test(last) &&
    new RegExp(`\\b${last} of\\b`, 'i').test(topic)
  )
    return true;
  const place = /\b(?:to|at|from|in) (Elementary|Middle|High|School|Center|Hospital|Park)$/.exec(banner)?.[1];
  if (place && new RegExp(`\\b[A-Z][a-z]+ ${place}\\b`).test(topic)) return true;
  if (
    /^(?:Elementary|Middle|Street|St\.|Avenue|Ave\.|Road|Center|Memorial|Regional|Community) (?:to|Will|Is|Set)\b/.test(
      banner,
    )
  )
    return true;
  const phrasal = /\b(lay|lays|laid|shut|shuts|sign|signs|set|sets|take|takes|took) (off|down|up|over)\b/i.exec(topic);
  if (phrasal && new RegExp(`\\b${phrasal[1]}\\b(?! ${phrasal[2]}\\b)`, 'i').test(banner)) return true;
  if (
    /\b(?:Filed|Files|Filing|Submitted|Sent) (?:with|to|in)\b/.test(banner) &&
    /\b(?:notice|report|letter|complaint|paperwork)s? (?:the |that )?\w+ (?:filed|submitted|sent)\b/i.test(topic)
  )
    return true;
  if (
    /\b(?:Move|Moves|Moving|Shift|Shifts|Shifting|Relocate|Relocates) (?:Its |Some |Part of )?(?:Production|Operations|Jobs|Work|Headquarters|Offices?)$/.test(
      banner,
    )
  )
    return true;
  const care = /\b(intensive|emergency|neonatal|urgent|critical|hospice|memory) care\b/i.exec(topic)?.[1];
  if (care && /\bCare\b/.test(banner) && !new RegExp(`\\b${care} Care\\b`, 'i').test(banner)) return true;
  if (/^(?:Low|High|Much|Many|Long|Far|Soon|Early|Late) as\b/.test(banner)) return true;
  // ("Used-Car Dealership Arrested": a place or a thing is never arrested or charged.)
  if (
    /\b(?:Dealership|Lots?|Unit|Store|Company|Business|Complex(?:es)?|Building|Home|House|Vehicles?|Cars?|Trucks?|Converters?)\s+(?:Arrested|Charged|Sentenced|Convicted|Jailed)\b/.test(
      banner,
    )
  )
    return true;
  // ("No One Inside Either Building": who was not there, with no event, panel AJ; "No One Hurt in Fire" stands.)
  if (/^No One (?:Inside|Home|There|in)\b/.test(banner)) return true;
  // ("Starting Jan. 5, Students": the time that opened the lead, and its subject alone.)
  if (/^(?:Starting|Beginning|Effective)\b/.test(banner)) return true;
  // ("Rule Applies to Schools": where a rule holds is no news without the rule, panel AI.)
  if (
    /^(?:Rule|Policy|Plan|Ban|Measure|Order|Change|Law|Ordinance)s? (?:Applies|Apply|Covers|Cover|Includes|Include)\b/.test(
      banner,
    )
  )
    return true;
  // ("200 Residents Ordered to Stay" of "to stay indoors": a stay without where, panel AI.)
  if (
    /\bto (?:Stay|Remain|Shelter)$/.test(banner) &&
    /\bto (?:stay|remain|shelter) (?:indoors|inside|home|in place|away|off)\b/i.test(topic)
  )
    return true;
  // ("to Draws": an "-s" form after "to" of a verb the source uses, "drew"; "to Semifinals" is a noun.)
  const afterTo = /\bto ([A-Z][a-z]*[^su]s)\b/.exec(banner)?.[1].toLowerCase();
  return !!afterTo && tokens.some((t) => t.pos === 'VERB' && t.lemma === afterTo.slice(0, -1));
}

/** Middles of a compound that name its kind: a warning's storm, a levy's tax, a center's crisis. */
const KIND_MIDDLE =
  /^(?:storm|chill|weather|flood|tax|crisis|fire|ice|heat|snow|wind|water|sewer|sales|income|school|police)$/i;

/** "Winter Warning" where the source only says "winter storm warning": a name's middle word cut. */
function dropsCompoundMiddle(banner: string, topic: string, tokens: readonly Token[]): boolean {
  const words = banner.split(/\s+/);
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [escapeRegExp(words[i]), escapeRegExp(words[i + 1])];
    if (!/^[A-Za-z]{3,}$/.test(words[i]) || !/^[A-Za-z]{3,}$/.test(words[i + 1])) continue;
    if (new RegExp(`\\b${a}\\s+${b}\\b`, 'i').test(topic)) continue;
    const middle = new RegExp(`\\b${a}\\s+([a-z]+)\\s+${b}\\b`, 'i').exec(topic)?.[1];
    // (Only where the first word names the middle's kind, "winter [storm]", "property [tax]"; an
    // ordinal or an adjective describes the head: "First [Conference] Title" stands.)
    const kind = tokens.some((t) => t.lower === words[i].toLowerCase() && /^(?:NOUN|PROPN)$/.test(t.pos));
    // (A title's sport may go: "First State Title" of "first state volleyball title".)
    const title = /^(?:Title|Titles|Championship|Crown)$/.test(words[i + 1]);
    // (Only a middle that makes the thing what it is, "winter storm warning", "property tax levy";
    // "Road Budget" of "road repair budget" stands.)
    if (
      middle &&
      kind &&
      !title &&
      KIND_MIDDLE.test(middle) &&
      tokens.some((t) => t.text === middle && t.pos === 'NOUN')
    )
      return true;
  }
  return false;
}

/**
 * Lines a blind producer read as no headline (panel AD): "No One Hurt" names nothing of the story;
 * "Drivers Should Plan" is advice cut from what to plan for.
 */
function saysNoEvent(banner: string, topic: string): boolean {
  if (/^(?:No One|Nobody) (?:Was )?(?:Hurt|Injured)$/.test(banner)) return true;
  // ("Construction to Start" without what is built, panel AE.)
  if (/^(?:Construction|Work|Project) (?:to|Will|Set to) (?:Start|Begin)$/.test(banner)) return true;
  // ("Company Plans": an intent without what is planned, panel AF.)
  if (
    /^(?:\S+ ){0,2}(?:Company|Firm|Chain|Group|City|County|District|Board|Council|State|Owners?|Officials)\s(?:Plans|Hopes|Wants|Aims|Seeks|Intends)$/.test(
      banner,
    )
  )
    return true;
  // ("Plant Makes Frames": what a plant always does is no news; "Firefighters Put Out Fire": nor
  // what firefighters always do, panel AH.)
  if (/^(?:\S+ ){0,3}(?:Makes|Produces|Manufactures|Employs|Builds)\s/.test(banner) && !/\d/.test(banner)) return true;
  if (/^(?:\S+ ){0,2}(?:Firefighters|Crews) (?:Put Out|Extinguish|Battle|Fight|Respond to) (?:\S+ )?Fire$/.test(banner))
    return true;
  // ("Council Approves Plan", "Board Votes 6-1": a vote without what it decided.)
  // (Only where the source never says which: "Council Approves Plan" beside "... Bridge Plan" stands.)
  const bare =
    /\b(?:Approves|OKs|Backs|Passes) (Plan|Change|Measure|Proposal|Request)$|^(Plan|Change|Measure|Proposal) (?:Approved|Passes)$/.exec(
      banner,
    );
  const kind = (bare?.[1] ?? bare?.[2] ?? '').toLowerCase();
  if (bare && !new RegExp(`\\b(?!(?:the|a|an|this|that|its|their)\\b)[a-z]+ ${kind}\\b`, 'i').test(topic)) return true;
  if (
    /\b(?:Board|Council|Commission|Committee|Voters|Trustees|Members|Commissioners|School)\s+Votes?(?:\s+\d+-\d+)?$|^Vote Was\b/.test(
      banner,
    )
  )
    return true;
  // ("Jury Takes Four Hours": how long, without what it did, panel AI.)
  if (/\bTakes? (?:\S+ )?(?:Minutes|Hours|Days|Weeks|Months)$/.test(banner)) return true;
  // ("Crash Happens": that it happened is no news, panel AE.)
  if (/^(?:\S+ ){1,2}(?:Happens?|Happened|Occurs?|Occurred)$/.test(banner)) return true;
  return /\b(?:Should|Must|Urged to|Asked to|Told to) [A-Z][a-z]+$/.test(banner);
}

/**
 * Lines that say another thing than the source (panel AE): "County Pleads Guilty" of "a former
 * Harlow County treasurer ... pleaded guilty" (a body never pleads, is charged or sentenced; a
 * person of it does); "Officers Taken 23 Reports" (a participle without its "have"); "Lydia Farrow
 * Casts Vote" of "cast the lone no vote" (the vote against told as a vote).
 */
function saysAnotherThing(banner: string, topic: string): boolean {
  // ("Man Held on Dellwood Road" of "held on a $75,000 bond" and "arrested at a motel on Dellwood Road".)
  if (/\bHeld on [A-Z]/.test(banner) && /\bheld on (?:a )?\$/.test(topic)) return true;
  const personsAct = /^(?:Pleads?|Pleaded|Sentenced|Charged|Arrested|Convicted|Indicted|Jailed)\b/;
  const [first, second] = banner.split(' ');
  if (
    /^(?:County|City|State|Town|Village|District|Township|Board|Council)$/.test(first) &&
    personsAct.test(second ?? '')
  )
    return true;
  const participle = /^(?:\S+ ){1,3}(Taken|Given|Seen|Done|Gone|Been|Written|Driven|Eaten|Known)\s+(?:\d|[A-Z])/.exec(
    banner,
  );
  const helped =
    participle &&
    /\b(?:Has|Have|Had|Is|Are|Was|Were|Be|Been)\s+$/.test(
      banner.slice(0, participle.index + participle[0].indexOf(participle[1])),
    );
  if (participle && !helped) return true;
  // ("Bramhall State Uses Run [in Third Quarter]" of "used a 14-2 run ... to pull away and win":
  // the means without what it won.)
  if (/\bUses? (?:[\w-]+ )?Run\b/.test(banner) && /\bused (?:a|an) [^.]*?\brun\b[^.]*? to [a-z]+/.test(topic))
    return true;
  return (
    /\bCasts? (?:(?:Lone|Only|Sole) )?Votes?\b/.test(banner) &&
    !/\b(?:No|Against|Dissenting)\b/.test(banner) &&
    /\bno votes?\b|\bvotes? against\b|\bdissenting votes?\b/i.test(topic)
  );
}

/**
 * "Homes to Shut Off" of "Water service to roughly 3,200 homes ... will be shut off": a passive's
 * verb given to a noun of another phrase (panel AE). The banner's subject must open the sentence
 * whose verb it takes.
 */
function passiveSubjectSwapped(banner: string, topic: string): boolean {
  const m = /^(\S+)(?: \S+)*? (?:to|Will) ([A-Za-z]+)\b/.exec(banner);
  if (!m) return false;
  const verb = m[2].toLowerCase();
  const sentence = topic.split(/(?<=[.!?])\s+/).find((x) => new RegExp(`\\bwill be ${verb}(?:ed|d)?\\b`, 'i').test(x));
  if (!sentence) return false;
  const opening = sentence.split(/\s+/).slice(0, 3).join(' ').toLowerCase();
  return !opening.includes(m[1].toLowerCase().replace(/s$/, ''));
}

export function refused(banner: string, topic: string, tokens: readonly Token[]): boolean {
  if (saysAnotherThing(banner, topic) || passiveSubjectSwapped(banner, topic)) return true;
  if (presentWithoutObject(banner, tokens) || saysNoEvent(banner, topic) || misleads(banner, topic)) return true;
  if (cutFromWhatItNeeds(banner, topic, tokens) || dropsCompoundMiddle(banner, topic, tokens)) return true;
  if (cutsFixedVerbPhrase(banner, topic) || monthWithoutDay(banner, topic) || dropsOrdinal(banner, topic)) return true;
  // ("Police Say 29-Year-Old": a source with its claim cut away.)
  if (statesAClaim(banner, topic) || /\bSays?(?:\s+\S+){0,2}$/.test(banner)) return true;
  // (Read in the source's words: "4.1%" ends where "4.1 percent" does.)
  const spelled = fromShorthand(banner, topic);
  if (/,\s/.test(banner) || endsOnModifier(spelled, topic) || endsBeforeComplement(spelled, topic)) return true;
  // "Early Sunday Destroys Barn", "About Two Hours Arrested": a time where the subject goes.
  const opening = banner.split(/\s+/).slice(0, 2);
  if (opening.some((w) => WEEKDAY.test(w)) || HOURS_OPENER.test(banner)) return true;
  // "Work Expected to Start": a schedule without what starts or when says nothing (panel O).
  if (EMPTY_SCHEDULE.test(banner)) return true;
  // "Hawks Headed on Friday Night": headed without where to says nothing and misleads (panel AA).
  if (HEADED_NOWHERE.test(banner) || participleAsVerb(banner, tokens)) return true;
  // "Tilbury Casts No Vote" of "cast the lone no vote": the vote against told as no vote at all;
  // "Kestrel to Close Plant There": a "there" that points at a place the banner never names (panel AC).
  if (
    /\bNo Vote\b/i.test(banner) &&
    /\b(?:lone|only|sole) no vote\b/i.test(topic) &&
    !/\b(?:lone|only|sole) No Vote\b/i.test(banner)
  )
    return true;
  if (/\s(?:There|Here)$/i.test(banner)) return true;
  // "Herons Beat Bobcats Saturday": a played game's day is no headline's news; "Beat Stallions
  // Overtime": a game's period without its "in".
  const day = /\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?: Night)?$/i.exec(banner)?.[0];
  if (day && new RegExp(`\\d+-\\d+[^.]{0,40}\\b${day}`, 'i').test(topic)) return true;
  if (
    /[A-Za-z]\s+(?:Overtime|Quarter|Half|Period|Inning)$/i.test(banner) &&
    !/\b(?:In|First|Second|Third|Fourth|Double|Triple|Final)\s+\S+$/i.test(banner)
  )
    return true;
  // "Voters Approve Cent Sales Tax" of "a half-cent sales tax": half a hyphenated word (panel AB).
  for (const w of words(banner)) {
    const uses = [...topic.matchAll(new RegExp(`(^|[^\\w-])(\\w+-)?${escapeRegExp(bare(w))}(?![\\w-])`, 'gi'))];
    if (uses.length > 0 && uses.every((m) => m[2]) && !new RegExp(`\\w-${escapeRegExp(bare(w))}\\b`, 'i').test(banner))
      return true;
  }
  // "Ferrand's Feed Reopen" of "Ferrand's Feed and Hardware": a name cut at its "and" (panel AB).
  for (const m of topic.matchAll(/\b([A-Z][\w'’-]*) (?:and|&) ([A-Z][\w'’-]*)/g))
    if (
      new RegExp(`\\b${escapeRegExp(m[1])}\\b(?!\\s+(?:and|&)\\b)`, 'i').test(banner) &&
      !new RegExp(`\\b${escapeRegExp(m[2])}\\b`, 'i').test(banner)
    )
      return true;
  // "Stretch to Close" of "a half-mile stretch of Maple Avenue": a part without what it is part of (panel AA).
  for (const m of topic.matchAll(/\b([a-z]+)\s+of\s+([A-Z][\w'.-]*)/g))
    if (
      COLLECTION.test(m[1]) &&
      new RegExp(`\\b${m[1]}\\b`, 'i').test(banner) &&
      !new RegExp(`\\b${escapeRegExp(m[2])}\\b`, 'i').test(banner)
    )
      return true;
  // "Town Officials Announced": what was said is gone.
  const lastWord = bare(words(banner).at(-1) ?? '');
  if (SAID_LAST.test(banner) && tokens.some((t) => t.lower === lastWord && t.pos === 'VERB')) return true;
  if (splitsName(banner, tokens)) return true;
  // "Into Solar Farm Could Power": a headline opens on its subject, never on a preposition.
  if (PREPOSITION_FIRST.test(banner)) return true;
  // "Lanes to Close at Friday" (the clock cut from "at 9 p.m. Friday"), "Plan to Approved".
  // ("Plan to Was Approved", "People Arrested in Connection": never a headline.)
  if (/\bat (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/i.test(banner) || TO_PARTICIPLE.test(banner)) return true;
  if (TO_AUX.test(banner)) return true;
  if (figureOutOfPlace(banner, topic)) return true;
  // "Results Ready in About 10": a figure without the measure the source gives it ("10 minutes").
  const lastFigure = /\s(\d[\d,.]*)$/.exec(banner)?.[1];
  // ("to Lay Off 240" of "240 workers": what a layoff or a hiring counts goes without saying, panel AI.)
  const staffed =
    /\b(?:Lay Off|Lays Off|Laying Off|Hire|Hires|Hiring) \d[\d,]*$/.test(banner) &&
    new RegExp(`(?<![\\w$.,])${escapeRegExp(lastFigure ?? '')}\\s+(?:workers|employees|people)\\b`).test(topic);
  if (lastFigure && !staffed && new RegExp(`(?<![\\w$.,])${escapeRegExp(lastFigure)}\\s+${UNITS}`, 'i').test(topic))
    return true;
  // "Hospital Treated About 2,300" of "about 2,300 overnight emergency patients": a count without what it counts.
  if (
    lastFigure &&
    !staffed &&
    new RegExp(
      `(?<![\\w$.,])${escapeRegExp(lastFigure)}\\s+(?!(?:to|in|on|at|of|for|and|or|by|from|with|a|an|the|last|this|next)\\b)[a-z]`,
    ).test(topic)
  )
    return true;
  // "District Said Creek Not Direct Source": a headline's speaker says; "Set for Monday Thursday": a list cut.
  if (/\sSaid\s/.test(banner) || /day\s+(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/.test(banner)) return true;
  // "Farm That Could Power About 1,100 Homes": a noun and its relative clause is a label.
  if (/\s(?:That|Who|Which|Whose)\s/.test(banner)) return true;
  // "City Elections to Move": a move without where it goes.
  if (/\s(?:Move|Moves|Moving|Shift|Shifts|Switch|Switches|Turn|Turns|Convert|Converts)$/.test(banner)) return true;
  // "Romero Throws Friday Night": a verb short of its object is no better for a day after it.
  const untimed = banner.replace(TRAILING_DAY, '');
  if (untimed !== banner && (endsBeforeComplement(untimed, topic) || endsOnModifier(untimed, topic))) return true;
  // "Service Warns Bands of Snow [could drop visibility]": a warning's clause cut to its subject
  // ("Service Warns of Heavy Snow" says what).
  if (/\s(?:Warns?|Notes?)\s+(?!(?:of|Against|About)\b)/.test(banner)) return true;
  // "Appointment Needed" of "No appointment is needed": a negation cut away turns the fact around.
  const first = words(banner)[0] ?? '';
  if (
    !/^(?:No|Not|Never)$/i.test(first) &&
    new RegExp(`\\b(?:no|not|never)\\s+${escapeRegExp(first)}\\b`, 'i').test(topic)
  )
    return true;
  // "Albert Krume Charged" of "Dennis Albert Krume": a person's name without its first word.
  if (clipsName(banner, tokens)) return true;
  // "Sales Climbs Past $310,000": a plural subject on a singular verb is another clause's verb (panel T).
  if (pluralOnSingular(banner, topic)) return true;
  // "Senior Kills" of "Anika Rasmussen had 21 kills": a stat read as a homicide (panel U).
  if (/\bKills\b/.test(banner) && /\d+\s+kills\b/i.test(topic)) return true;
  // "Man Arrested After Police [searched ...]": a cut that ends on the subject of the next clause.
  if (endsOnNextSubject(banner, tokens)) return true;
  // "Commissioners Vote to Spend": spending, buying or hiring without what.
  if (/\b(?:to|Will) (?:Spend|Buy|Pay|Hire|Replace|Build|Borrow|Raise|Add|Cut)$/.test(banner)) return true;
  // "Council to Let Residents" of "let residents keep up to six hens": whom it lets, not what.
  const lets = /\b(?:Let|Lets|Help|Helps|Make|Makes)\s+([A-Z][a-z]+)$/.exec(banner)?.[1]?.toLowerCase();
  if (
    lets &&
    tokens.some(
      (t, i) => t.lower === lets && tokens[i + 1]?.pos === 'VERB' && tokens[i + 1].lemma === tokens[i + 1].lower,
    )
  )
    return true;
  // "People Pack Commissioners" of "the commissioners' meeting": an owner without what it owns.
  const owner = escapeRegExp(words(banner).at(-1) ?? '');
  const ownerUses = [...topic.matchAll(new RegExp(`\\b${owner}\\b(['’]s?)?`, 'gi'))];
  if (owner && ownerUses.length > 0 && ownerUses.every((m) => m[1])) return true;
  // "Parts Could See": a verb that needs what is seen, had or faced.
  if (/\s(?:Could|May|Might|Would|Can|Will)\s+(?:See|Get|Face|Have|Make|Take|Bring|Need|Cost|Hit|Reach)$/.test(banner))
    return true;
  // "Man Was Arrested Sunday": a headline says "Arrested".
  if (/\s(?:Was|Were)\s+[A-Z][a-z]+(?:ed|en)\b/.test(banner)) return true;
  // "Calder Springs Central Rallies": a comeback without the win it made.
  if (/\s(?:Rally|Rallies|Rallied|Rallying)$/.test(banner)) return true;
  // "Officials Are Urging Residents [to get flu shots]": whom a verb urges without what to do.
  if (askedWithoutWhat(banner, tokens)) return true;
  if (onlySubordinate(banner, topic)) return true;
  if (expectationCut(banner, topic)) return true;
  // "Fire Sweeps Through Strip" of "a strip of storefronts": a collection without what it holds.
  const end = bare(words(banner).at(-1) ?? '').toLowerCase();
  if (COLLECTION.test(end) && new RegExp(`\\b${end}\\s+of\\b`, 'i').test(topic)) return true;
  // "Hand-Counted Every Ballot" of "election workers hand-counted every ballot": a verb whose subject was cut.
  const opener = words(banner)[0] ?? '';
  if (/ed$/.test(opener) && new RegExp(`\\b[a-z]+s\\s+${escapeRegExp(opener.toLowerCase())}\\b`).test(topic))
    return true;
  // "Recount Confirms": what was confirmed, shown or found is the news, cut away.
  if (/\s(?:Confirms|Confirmed|Shows|Showed|Finds|Found|Reveals|Revealed)$/.test(banner)) return true;
  // "Harrow Glen Wins 2 Class", "Wins Class" of "Class 2A": a name's figure alone, or the name cut before it.
  const glued = [...topic.matchAll(/\b([A-Z][a-z]+) (\d+)[A-Za-z]+\b/g)];
  if (
    glued.some(
      (m) => new RegExp(`(?<![\\w.,])${m[2]}(?![\\w.,])`).test(banner) || new RegExp(`\\b${m[1]}$`).test(banner),
    )
  )
    return true;
  // "Rams Trail 31-14" of "The Rams trailed 31-14 at halftime" in a game they won: a state the game left behind.
  if (/\bTrail(?:s|ed|ing)?\b/.test(banner) && /\b(?:beat|won|defeated|rallied|came back)\b/i.test(topic)) return true;
  // "Residents to Raise Trash Fee" of "residents will pay more ... after the City Council voted to
  // raise the monthly trash fee": a subject joined to another clause's verb (panel W).
  if (crossesClause(banner, topic)) return true;
  // "Cyclist Taken" of "was taken to St. Clement Medical Center": a move without where to.
  if (
    /\s(?:Taken|Sent|Moved|Brought|Rushed|Flown|Transferred|Airlifted)$/.test(banner) &&
    new RegExp(`\\b${end}\\s+(?:to|into)\\b`, 'i').test(topic)
  )
    return true;
  // "Lanes to Close from 9 p.m." of "from 9 p.m. Friday until 6 a.m. Monday": a span cut to its start.
  if (/\b[Ff]rom \d{1,2}(?::\d\d)? [AaPp]\.[Mm]\.$/.test(banner)) return true;
  // "Room to Close" of "the emergency room": a head that names another thing without its kind.
  const [head = '', second = ''] = words(banner).map((w) => w.toLowerCase());
  const heads = tokens.filter((t) => t.lower === head);
  // ("Department Store to Become ..." keeps its kind after it.)
  const compound = heads.some((t) => tokens[t.index + 1]?.lower === second && tokens[t.index + 1].pos === 'NOUN');
  if (
    NEEDS_ITS_KIND.test(head) &&
    !compound &&
    heads.length > 0 &&
    heads.every((t) => /^(?:NOUN|ADJ|PROPN)$/.test(tokens[t.index - 1]?.pos ?? ''))
  )
    return true;
  return (
    misreadsScore(banner, topic) ||
    (untimed.includes(' ') && lostItsFigure(untimed, tokens)) ||
    measureWithoutCount(banner, tokens) ||
    activePastWithObject(banner, tokens)
  );
}

/**
 * "Lady Hawks Swept Pinecrest", "Officers Arrested 34-Year-Old" (panel Y): a verb in the topic's
 * active past with its object after it is a sentence cut short, not a headline, which tells it in the
 * present ("Sweep") or turns it around ("Travis Ludlow Arrested").
 */
function activePastWithObject(banner: string, tokens: readonly Token[]): boolean {
  const said = words(banner);
  return said.some((w, i) => {
    if (i === 0 || i === said.length - 1 || !/^[A-Z][a-z]+$/.test(w)) return false;
    const next = said[i + 1];
    if (
      !/^(?:[A-Z0-9$]|a$|an$|the$)/.test(next) ||
      /^(?:In|On|At|For|To|By|From|With|After|Near|Over|Into)$/.test(next)
    )
      return false;
    const lower = w.toLowerCase();
    const uses = tokens.filter((t) => t.lower === lower);
    return (
      uses.length > 0 &&
      uses.every(
        (t) =>
          t.pos === 'VERB' &&
          t.lemma !== t.lower &&
          !/(?:ing|s)$/.test(t.lower) &&
          !/^(?:AUX|PART)$/.test(tokens[t.index - 1]?.pos ?? '') &&
          /^(?:NOUN|PROPN|PRON)$/.test(tokens[t.index - 1]?.pos ?? '') &&
          !datedPast(tokens, t.index),
      )
    );
  });
}

/**
 * Panel Y's 1s: "School Scores 17 Points" of a fourth quarter's 17 points in a game won 31-24, and
 * "Hawks Sweep Pinecrest 25-19" of "swept Pinecrest 25-19, 25-22, 25-16": a part of the game told
 * as its result; and "School" of "Ridgeview High School", which a team never goes by.
 */
function misreadsScore(banner: string, topic: string): boolean {
  // (A player's 27 points are a player's line: "Maya Okonkwo Scores 27 Points" stands.)
  const points = /\bScor(?:es|ed|ing)\s+(\d+)\s+Points?\b/i.exec(banner)?.[1];
  const part = '(?:quarter|half|period|inning|set|overtime)';
  if (points && new RegExp(`\\bscored ${points} points? in (?:the )?(?:\\w+ )?${part}\\b`, 'i').test(topic))
    return true;
  const sets = [...banner.matchAll(/\b(\d+-\d+)\b/g)].some((m) =>
    new RegExp(`\\b${escapeRegExp(m[1])},\\s*\\d+-\\d+`).test(topic),
  );
  if (sets) return true;
  return (
    /^(?:High )?School\b/.test(banner) &&
    /\b[A-Z][a-z]+ High School\b/.test(topic) &&
    !/\b(?:the|a|this|that|each|every|new|old) school\b/i.test(topic)
  );
}

/** "delivered 212 babies [last year]": a past the topic dates, which a headline keeps past on purpose. */
function datedPast(tokens: readonly Token[], at: number): boolean {
  const after = tokens.slice(at + 1, at + 8);
  return after.some(
    (t, k) =>
      /^(?:19|20)\d\d$/.test(t.text) ||
      (t.lower === 'last' && /^(?:year|month|week|season|spring|summer|fall|winter)$/.test(after[k + 1]?.lower ?? '')),
  );
}

/** "Closure Expected to Last Weeks" of "about three weeks": a measure whose count is cut away (panel AA). */
function measureWithoutCount(banner: string, tokens: readonly Token[]): boolean {
  const said = words(banner);
  return said.some((w, i) => {
    const lower = w.toLowerCase();
    if (!/^(?:minutes|hours|days|weeks|months|years|miles|acres|feet|inches|degrees)$/.test(lower)) return false;
    // ("Lanes Closed for Hours" is how a headline says it.)
    if (
      /^(?:\$?\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|many|few|for$)/i.test(
        said[i - 1] ?? '',
      )
    )
      return false;
    const uses = tokens.filter((t) => t.lower === lower);
    return uses.length > 0 && uses.every((t) => tokens[t.index - 1]?.pos === 'NUM');
  });
}

/** "Lady Hawks Improve" of "improve to 27-4": a verb whose figure it rose or fell to is cut away (panel Y). */
function lostItsFigure(banner: string, tokens: readonly Token[]): boolean {
  const said = words(banner);
  // ("Lady Hawks Improve to State Tournament": the "to" of another phrase after it.)
  return said.some(
    (w, i) =>
      (i === said.length - 1 || (said[i + 1] === 'to' && !/^\$?\d/.test(said[i + 2] ?? ''))) &&
      tokens.some(
        (t, k) =>
          t.pos === 'VERB' &&
          t.lower === w.toLowerCase() &&
          tokens[k + 1]?.lower === 'to' &&
          /^(?:NUM|SYM)$/.test(tokens[k + 2]?.pos ?? ''),
      ),
  );
}

/**
 * "Increase Expected to Bring" of "is expected to bring in about $420,000": an expectation whose
 * verb lost what follows it in the source (panel V).
 */
function expectationCut(banner: string, topic: string): boolean {
  const m = /\b(?:Expected|Set|Scheduled|Slated|Due|Likely|Plans?|Hopes?|Aims?|Wants?)\s+to\s+([A-Z][a-z]+)$/.exec(
    banner,
  );
  if (!m) return false;
  // (Its object or particle, not a time: "Bridge Expected to Reopen [Friday]" says all it needs.)
  return new RegExp(
    `\\bto\\s+${m[1]}\\s+(?:in|out|up|down|back|off|about|nearly|roughly|more|a|an|the|its|their|\\$|\\d)`,
    'i',
  ).test(topic);
}

const SUBORDINATOR = '(?:when|whenever|if|unless|because|while|although|though|until|once)';

/**
 * "Child Needs Help" of "... are sometimes 20 minutes away when a child needs help": a clause that
 * only says when or why something else happens is no news of its own (panel V).
 */
function onlySubordinate(banner: string, topic: string): boolean {
  const first = escapeRegExp(words(banner)[0] ?? '');
  if (!first) return false;
  const all = [...topic.matchAll(new RegExp(`\\b${first}\\b`, 'gi'))];
  const inClause = [
    ...topic.matchAll(
      new RegExp(`\\b${SUBORDINATOR}\\s+(?:(?:a|an|the|his|her|their|its|some|any)\\s+)?${first}\\b`, 'gi'),
    ),
  ];
  return all.length > 0 && inClause.length === all.length;
}
