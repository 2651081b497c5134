import type { TMedia } from '@puente/shared';

export type UploadProgress = { loaded: number; total: number };

/** Sends one file and resolves with its description; reports progress; the signal cancels it. */
export type MediaUploader = (
  file: File,
  options: { onProgress: (progress: UploadProgress) => void; signal: AbortSignal },
) => Promise<TMedia>;

/** Reads an uploaded file's description by id; the signal cancels it. */
export type MediaLoader = (id: string, signal: AbortSignal) => Promise<TMedia>;
