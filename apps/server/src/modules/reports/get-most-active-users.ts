import type { TCefrLevel, TMostActiveReport, TRankingMeasure } from '@puente/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { checkClassReader } from '../classes/index.ts';
import { readDb } from './read-db.ts';
import { rankUsers } from './reports.repository.ts';

/**
 * The top users of a range by a measure (study time in minutes, lessons completed, reviews, sign-ins),
 * most first and ties by name: students only, unless staff are included. Ranked on the exact measure
 * (study time in seconds), so two users shown with the same minutes may be in either name order. A class
 * the reader may not read is 404 `class.not-found` (decision 0151).
 */
export async function getMostActiveUsers(
  deps: Pick<AppDeps, 'db' | 'readDb'>,
  reader: Actor,
  filter: {
    from: string;
    to: string;
    measure: TRankingMeasure;
    limit: number;
    courseId: string | null;
    level: TCefrLevel | null;
    includeStaff: boolean;
    classId: string | null;
  },
): Promise<TMostActiveReport> {
  if (filter.classId) await checkClassReader(deps, reader, filter.classId);
  const rows = await rankUsers(readDb(deps), reader.tenantId, filter);
  return {
    measure: filter.measure,
    rows: rows.map((row, i) => ({
      rank: i + 1,
      userId: row.userId,
      name: row.name,
      email: row.email,
      value: filter.measure === 'studyTime' ? Math.round(row.value / 60) : row.value,
      studyMinutes: Math.round(row.studySeconds / 60),
      lessonsCompleted: row.lessonsCompleted,
      reviews: row.reviews,
      signIns: row.signIns,
    })),
  };
}
