/** The marker of a blank inside a fill-in-the-blank text (apart from the schemas: the player reads it). */
export const BLANK_MARKER = '___';
