import { isNullish, type RuleOptions, ruleCheck } from './rule-codes.ts';

const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/** Dot-atom local part, host name of at least two labels, alphabetic top-level label. */
const EMAIL_PATTERN = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);
/** Dotted IPv4: four octets of 1 to 3 digits, each 0-255 (checked in `isIPv4`). */
const IPV4_PATTERN = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
/** Six hex pairs separated all by ':' or all by '-'. */
const MAC_PATTERN = /^[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}$/;
/** 1 to 250 letters, digits, colons or hyphens. */
const IMEI_PATTERN = /^[A-Za-z0-9:-]{1,250}$/;

const HOST = `(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9A-Fa-f:.]+\\])`;
const urlPattern = (schemes: string) =>
  new RegExp(`^(?:${schemes})://(?:[^\\s/?#@]*@)?(${HOST})(?::(\\d{1,5}))?(?:[/?#]\\S*)?$`, 'i');
/** ftp:// or ftps:// followed by a host (optional user info, port, path, query, fragment). */
const FTP_URL_PATTERN = urlPattern('ftps?');
/** http:// or https:// followed by a host (optional user info, port, path, query, fragment). */
const HTTP_URL_PATTERN = urlPattern('https?');

export const isEmail = (text: string): boolean => text.length <= 254 && EMAIL_PATTERN.test(text);

export function isIPv4(text: string): boolean {
  const match = IPV4_PATTERN.exec(text);
  if (match === null) return false;
  return match.slice(1).every((octet) => Number(octet) <= 255);
}

export const isMac = (text: string): boolean => MAC_PATTERN.test(text);
export const isImei = (text: string): boolean => IMEI_PATTERN.test(text);

const matchesUrl = (pattern: RegExp, text: string): boolean => {
  const match = pattern.exec(text);
  if (match === null) return false;
  const port = match[2];
  return port === undefined || Number(port) <= 65_535;
};
export const isFtpUrl = (text: string): boolean => matchesUrl(FTP_URL_PATTERN, text);
export const isHttpUrl = (text: string): boolean => matchesUrl(HTTP_URL_PATTERN, text);

type Text = string | null | undefined;
// The checks below are marked pure so that a bundle importing only a predicate (isEmail) leaves out
// zod.
const patternCheck =
  (code: string, test: (text: string) => boolean) =>
  <T extends Text = string>(options: RuleOptions = {}) =>
    ruleCheck<T>(code, (value) => isNullish(value) || test(value), {}, options);

/** Check (code `email`); null/undefined pass, use notEmpty/notNull to require a value. */
export const email = /* @__PURE__ */ patternCheck('email', isEmail);
/** Check (code `ip`): dotted IPv4. */
export const ip = /* @__PURE__ */ patternCheck('ip', isIPv4);
/** Check (code `mac`). */
export const mac = /* @__PURE__ */ patternCheck('mac', isMac);
/** Check (code `imei`). */
export const imei = /* @__PURE__ */ patternCheck('imei', isImei);
/** Check (code `ftp`). */
export const ftp = /* @__PURE__ */ patternCheck('ftp', isFtpUrl);
/** Check (code `http`). */
export const http = /* @__PURE__ */ patternCheck('http', isHttpUrl);
