/** Public entry of the media module: what other modules may use to hand out a media item's address. */

export { parseByteRange } from './byte-range.ts';
export { readMediaUrlSecret } from './media.repository.ts';
export { mediaContentUrl } from './media-url.ts';
export { localMediaDir } from './storage/create-media-storage.ts';
export { LOCAL_TEMP_FOLDER } from './storage/local-media-storage.ts';
export type { ByteRange, MediaStorage } from './storage/media-storage.ts';
export { readHead } from './stream-head.ts';
