import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { MediaStorage } from '../../media/index.ts';

/** What the recording use cases need: the database, the clock and the media storage holding the bytes. */
export type RecordingDeps = { db: Database; clock: Clock; storage: MediaStorage };
