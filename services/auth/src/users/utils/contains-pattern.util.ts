/** The LIKE escape character the patterns below are written for (`... ILIKE :pattern ESCAPE '\'`). */
export const LIKE_ESCAPE = '\\';

/**
 * A LIKE pattern matching any text that contains `fragment` literally: `%`, `_` and the escape
 * character itself are escaped, so "50%" finds "50%" and not "500".
 */
export function containsPattern(fragment: string): string {
  return `%${fragment.replace(/[\\%_]/g, (char) => `${LIKE_ESCAPE}${char}`)}%`;
}
