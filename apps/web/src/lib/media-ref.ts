/**
 * A content field that points at media (a lesson's stream origin, a course's cover) holds an uploaded
 * file's media id or an address. These read it.
 */
const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the reference is an uploaded file's media id (rather than an address). */
export const isMediaId = (ref: string) => MEDIA_ID.test(ref.trim());

/**
 * The address of an image reference: an uploaded image is served to anyone of the school without a
 * signature (decision 0048); an address is used as it is.
 */
export const imageAddress = (ref: string) =>
  isMediaId(ref) ? `/api/public/media/${ref.trim()}/content` : ref.trim();
