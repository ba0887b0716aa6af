/** Small string helpers the writers and checks share. */

/** The text as a literal inside a RegExp source: every special character escaped. */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with its first character in upper case ("police say" -> "Police say"). */
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Words made a sentence: trimmed, capitalised, a trailing comma or colon dropped, a period added. */
export const asSentence = (s: string): string =>
  // ("... shortly before 3 a.m." already ends on its period.)
  `${capitalise(s.trim().replace(/[,;:]$/, ''))}`.replace(/(?<!\.)$/, '.');

/** The text ended with a period, any trailing comma, colon or dash dropped. */
export const endWithPeriod = (s: string): string => `${s.replace(/[\s,;:—–-]+$/, '')}.`;
