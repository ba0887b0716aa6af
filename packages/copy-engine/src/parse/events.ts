/**
 * Events anyone can see happen: a fire, a crash, a storm, a leak. The writers tell them without a
 * source's say-so ("A fire tore through ...", not the fire marshal's word on it), ask what started
 * them and count what they harmed ("how many residents the fire displaced").
 */
export const SEEN_EVENT_NOUNS =
  'fire|blaze|explosion|crash|wreck|collision|derailment|rollover|flood|flooding|storm|tornado|outage|spill|leak|collapse';

/** One of those events as a whole word: "fire", not "firefighters". */
export const SEEN_EVENT = new RegExp(`^(?:${SEEN_EVENT_NOUNS})$`);
