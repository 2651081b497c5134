import path from 'node:path';
import type { Config } from '../../../config.ts';
import { createLocalMediaStorage } from './local-media-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { createS3MediaStorage } from './s3-media-storage.ts';

type StorageConfig = Pick<
  Config,
  | 'MEDIA_STORAGE'
  | 'MEDIA_DIR'
  | 'DATA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The folder of local media: MEDIA_DIR, else DATA_DIR/media. */
export const localMediaDir = (config: Pick<Config, 'MEDIA_DIR' | 'DATA_DIR'>) =>
  config.MEDIA_DIR ?? path.join(config.DATA_DIR, 'media');

/** The storage the configuration names (MEDIA_STORAGE): files under the data folder, or an S3 bucket. */
export function createMediaStorage(config: StorageConfig): MediaStorage {
  if (config.MEDIA_STORAGE === 's3') {
    return createS3MediaStorage({
      bucket: config.S3_BUCKET ?? '',
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalMediaStorage(localMediaDir(config));
}
