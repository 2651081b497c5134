import type { TChapterItem } from '@puente/shared';
import type { Chapter } from '../../../db/schema/index.ts';

/** A lesson as the authoring calls answer it. */
export function presentChapterItem(chapter: Chapter): TChapterItem {
  return {
    id: chapter.id,
    key: chapter.key,
    version: chapter.version,
    courseId: chapter.courseId,
    position: chapter.position,
    assigned: chapter.assigned,
    title: { es: chapter.titleEs, en: chapter.titleEn },
    viewMode: chapter.viewMode,
    streamOrigin: chapter.streamOrigin,
    body: chapter.body,
    transcript: chapter.transcript,
    vocabulary: chapter.vocabulary,
    createdAt: chapter.createdAt.toISOString(),
    updatedAt: chapter.updatedAt.toISOString(),
    deletedAt: chapter.deletedAt?.toISOString() ?? null,
  };
}
