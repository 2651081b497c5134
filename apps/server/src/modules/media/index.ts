/** Public entry of the media module: what other modules may use to hand out a media item's address. */

export { readMediaUrlSecret } from './media.repository.ts';
export { mediaContentUrl } from './media-url.ts';
export { localMediaDir } from './storage/create-media-storage.ts';
export { LOCAL_TEMP_FOLDER } from './storage/local-media-storage.ts';
