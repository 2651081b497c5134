import type { DbOrTx } from '../db/database.ts';
import type { Clock } from './clock.ts';

/** What the learning use cases need from the app (a transaction works too: the seed passes one). */
export type LearningDeps = { db: DbOrTx; clock: Clock };
