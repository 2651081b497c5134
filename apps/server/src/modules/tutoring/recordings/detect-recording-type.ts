import type { TRecordingType } from '@puente/shared';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../../lib/app-error.ts';

/** Bytes read before deciding a recording's type (what file-type needs for these containers). */
export const RECORDING_SNIFF_BYTES = 4100;

/**
 * The spellings of each stored type: what a type detector finds in the bytes and what a browser's
 * MediaRecorder declares (Chrome: audio/webm, Firefox: audio/ogg, Safari: audio/mp4). A WebM or MP4
 * holding only sound is often branded as video: the container decides, not the brand.
 */
const SPELLINGS: Record<TRecordingType, readonly string[]> = {
  'audio/webm': ['audio/webm', 'video/webm'],
  'audio/ogg': ['audio/ogg', 'audio/opus', 'application/ogg'],
  'audio/mp4': ['audio/mp4', 'video/mp4', 'audio/x-m4a', 'audio/m4a'],
};

const bare = (mime: string) => mime.toLowerCase().split(';', 1)[0]!.trim();

const typeOf = (mime: string): TRecordingType | null =>
  (Object.keys(SPELLINGS) as TRecordingType[]).find((type) => SPELLINGS[type].includes(bare(mime))) ?? null;

/**
 * Decides a recording's type from its first bytes (WebM, Ogg or MP4 containers only); a declared type
 * that says something else (an image, another container) is refused too. 415
 * `tutoring.recording-unsupported-type` either way.
 */
export async function detectRecordingType(head: Uint8Array, declaredMime: string): Promise<TRecordingType> {
  const found = await fileTypeFromBuffer(head);
  const detected = found ? typeOf(found.mime) : null;
  if (!detected) throw new AppError('tutoring.recording-unsupported-type');
  const declared = bare(declaredMime);
  if (declared && declared !== 'application/octet-stream' && typeOf(declared) !== detected)
    throw new AppError('tutoring.recording-unsupported-type');
  return detected;
}
