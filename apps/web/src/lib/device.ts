/** Mobile detection is by user agent (spec section 9). */
export function isMobileUserAgent(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
) {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(userAgent);
}
