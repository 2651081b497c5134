import type { DbOrTx } from '../db/database.ts';
import { tutorAvailabilityRules, tutorProfiles, type User } from '../db/schema/index.ts';

/**
 * The demo tutor's weekly hours, in his zone (Madrid): Monday to Friday 16:00–20:00, which is 10:00–14:00
 * for the demo student in Bogotá (both are working hours, whatever the season: Colombia keeps no summer
 * time, Madrid's moves them one hour). So the demo has something to book.
 */
const DEMO_TUTOR_HOURS = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startTime: '16:00',
  endTime: '20:00',
}));

export async function seedTutoring(db: DbOrTx, tenantId: string, tutor: User) {
  // Languages as a tutor writes them (names read the same in both interface languages).
  await db.insert(tutorProfiles).values({ tenantId, userId: tutor.id, languages: ['Español', 'English'] });
  await db
    .insert(tutorAvailabilityRules)
    .values(DEMO_TUTOR_HOURS.map((hours) => ({ tenantId, tutorId: tutor.id, ...hours })));
}
