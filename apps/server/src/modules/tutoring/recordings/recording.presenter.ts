import type { TRecordingType, TTutoringRecording } from '@puente/shared';
import type { RecordingRow } from './recordings.repository.ts';

const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** The address of a recording's audio (served with the Bearer token to its student and tutor only). */
const recordingContentUrl = (id: string) => `/api/tutoring/recordings/${id}/content`;

/** A recording as its student or its tutor sees it. */
export function presentRecording({ recording, student, tutor }: RecordingRow): TTutoringRecording {
  return {
    id: recording.id,
    student: { id: student.id, name: name(student) },
    tutor: { id: tutor.id, name: name(tutor) },
    text: recording.practisedText,
    cardId: recording.cardId,
    note: recording.note,
    mime: recording.mime as TRecordingType,
    size: recording.size,
    durationMs: recording.durationMs,
    createdAt: recording.createdAt.toISOString(),
    listenedAt: recording.listenedAt?.toISOString() ?? null,
    contentUrl: recordingContentUrl(recording.id),
  };
}
