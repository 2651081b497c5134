/**
 * Text made literal inside a LIKE/ILIKE pattern: `\`, `%` and `_` get a backslash (PostgreSQL's default
 * escape character), so a search for "50%" or "a_b" matches those characters only.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
