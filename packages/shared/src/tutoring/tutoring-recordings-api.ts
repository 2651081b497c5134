import { z } from 'zod';
import { singleLineText } from '../rules/single-line-text.ts';

/** The largest recording a student may send to their tutor (bytes): 20 s of Opus is about 100 kB. */
export const RECORDING_MAX_BYTES = 2 * 1024 * 1024;
/** The longest recording the server takes: the recorder stops at 20 s, one second of slack. */
const RECORDING_MAX_MS = 21_000;
/** How many recordings one student may send in a rolling hour. */
export const RECORDINGS_PER_HOUR = 30;
/** The types a recording is stored as (decided from its bytes): what browsers' MediaRecorder makes. */
const RECORDING_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;
export type TRecordingType = (typeof RECORDING_TYPES)[number];

/**
 * The fields of "Send to my tutor" (multipart form fields beside the audio file part; the web's form
 * checks the same schema): the tutor, what was practised (the card's or item's English text, and the
 * review card when there is one), an optional short note and how long the recording lasts.
 */
export const ZSendRecording = z.object({
  tutorId: z.uuid(),
  text: singleLineText(500, 'invalid'),
  cardId: z.uuid().optional(),
  note: z.string().trim().max(500).default(''),
  durationMs: z.coerce.number().int().min(1).max(RECORDING_MAX_MS, 'tutoring.recording-too-long'),
});
export type TSendRecording = z.input<typeof ZSendRecording>;

const ZPerson = z.object({ id: z.uuid(), name: z.string() });

/** A recording a student sent to a tutor, as either of them sees it. */
export const ZTutoringRecording = z.object({
  id: z.uuid(),
  student: ZPerson,
  tutor: ZPerson,
  text: z.string(),
  cardId: z.uuid().nullable(),
  note: z.string(),
  mime: z.enum(RECORDING_TYPES),
  size: z.number().int(),
  durationMs: z.number().int(),
  createdAt: z.iso.datetime(),
  listenedAt: z.iso.datetime().nullable(),
  /** The address of the audio (Bearer only: the tutor and the student who sent it). */
  contentUrl: z.string(),
});
export type TTutoringRecording = z.infer<typeof ZTutoringRecording>;
export const ZTutoringRecordingList = z.object({ recordings: z.array(ZTutoringRecording) });
export type TTutoringRecordingList = z.infer<typeof ZTutoringRecordingList>;

/** The tutors a student may send a recording to: those of their sessions (past or upcoming, not cancelled). */
export const ZRecordingRecipients = z.object({
  tutors: z.array(ZPerson.extend({ lastSessionAt: z.iso.datetime() })),
});
export type TRecordingRecipients = z.infer<typeof ZRecordingRecipients>;
export const ZRecordingDeleted = z.object({ id: z.uuid() });
