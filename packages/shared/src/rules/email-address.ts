const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/** Dot-atom local part, host name of at least two labels, alphabetic top-level label. */
const EMAIL_PATTERN = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);

/**
 * Whether a text is an e-mail address as the product accepts one. In a module of its own, without zod, so
 * that the login page's form controls carry it (apps/web/vite.config.ts) and no other rule comes with it.
 */
export const isEmail = (text: string): boolean => text.length <= 254 && EMAIL_PATTERN.test(text);
