/**
 * A programming error of the client (spec section 8 "Internal errors"), e.g. a transaction started
 * while another one is open. Never shown as a field error: it is a bug to fix, not a user's mistake.
 */
export class InternalError extends Error {
  override name = 'InternalError';
}
