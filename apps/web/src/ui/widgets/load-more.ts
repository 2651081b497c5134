import { MULTI_SELECT_LOAD_MORE_WITHIN_PX } from '@puente/shared';

/** Whether a scrolled list is near enough its bottom to ask for the next page. */
export function nearBottom(
  viewport: { scrollTop: number; scrollHeight: number; clientHeight: number },
  within = MULTI_SELECT_LOAD_MORE_WITHIN_PX,
): boolean {
  return viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight <= within;
}
