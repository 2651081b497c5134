import { z } from 'zod';
import { isEmail } from './email-address.ts';
import { isNullish, type RuleOptions, ruleCheck } from './rule-codes.ts';

export { isEmail };

/** 1 to 250 letters, digits, colons or hyphens. */
const IMEI_PATTERN = /^[A-Za-z0-9:-]{1,250}$/;

/**
 * zod's URL format for some schemes, with a host: a host name (one or more labels, IPv4 included) or
 * a bracketed IPv6 address, as the URL parser writes them.
 */
function urlFormat(protocol: RegExp) {
  const host = new RegExp(`${z.regexes.hostname.source}|^\\[(?:${z.regexes.ipv6.source.slice(1, -1)})\\]$`);
  return z.url({ protocol, hostname: host });
}

// IPv4, MAC and URLs use zod's formats (decision 0019). Marked pure so that a bundle importing only
// isEmail or isImei leaves them out.
const IPV4 = /* @__PURE__ */ z.ipv4();
const MAC_COLON = /* @__PURE__ */ z.mac({ delimiter: ':' });
const MAC_HYPHEN = /* @__PURE__ */ z.mac({ delimiter: '-' });
const FTP_URL = /* @__PURE__ */ urlFormat(/^ftps?$/);
const HTTP_URL = /* @__PURE__ */ urlFormat(/^https?$/);

const passes = (schema: z.ZodType, text: string): boolean => schema.safeParse(text).success;

/** Dotted IPv4, four octets 0-255 without leading zeros (zod's `z.ipv4()`). */
export const isIPv4 = (text: string): boolean => passes(IPV4, text);

/**
 * Six hex pairs separated all by ':' or all by '-' (zod's `z.mac()`); any mix of letter cases, as
 * zod's format wants one case the text is lower-cased first.
 */
export function isMac(text: string): boolean {
  const lower = text.toLowerCase();
  return passes(MAC_COLON, lower) || passes(MAC_HYPHEN, lower);
}

export const isImei = (text: string): boolean => IMEI_PATTERN.test(text);

/**
 * zod's `z.url()` with a scheme and a host. The URL parser forgives what the rule refuses, so the text
 * is first required to be written `scheme://host` (the parser reads `http:/host` and `http:///host` as
 * `http://host`) and to hold no white space (zod trims, the parser drops tabs and new lines).
 */
function isUrl(schema: z.ZodType, text: string): boolean {
  const afterScheme = text.indexOf(':') + 1;
  const hostFirst = text.startsWith('//', afterScheme) && !text.startsWith('///', afterScheme);
  return hostFirst && !/\s/.test(text) && passes(schema, text);
}
export const isFtpUrl = (text: string): boolean => isUrl(FTP_URL, text);
export const isHttpUrl = (text: string): boolean => isUrl(HTTP_URL, text);

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
