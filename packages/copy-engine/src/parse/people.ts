/**
 * Nouns that name people, for a rewriter choosing how to refer back to a subject: a single
 * person is never "It" (and his, her or their is never guessed), a group is "They".
 */

/** One person: "the man", "the superintendent". */
export const PERSON_NOUNS =
  /^(?:man|woman|boy|girl|teen|teenager|suspect|driver|victim|person|officer|deputy|mother|father|son|daughter|resident|student|worker|pharmacist|owner|neighbor|child|baby|player|coach|judge|mayor|chief|sheriff|teacher|nurse|doctor|employee|customer|clerk|passenger|pilot|hiker|swimmer|gunman|shooter|defendant|senator|governor|superintendent|director|manager|president|official|spokesperson|spokesman|spokeswoman)$/i;

/** People as a group, a plural subject however it is spelled: "police", "crews", "officials". */
export const PEOPLE_NOUNS =
  /^(?:police|people|children|crews|firefighters|officers|deputies|investigators|officials|residents|students|voters|workers|authorities|troopers|prosecutors|researchers|lawmakers|commissioners|members)$/i;
