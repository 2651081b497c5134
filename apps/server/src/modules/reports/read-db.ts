import type { AppDeps } from '../../app-deps.ts';

/** Reports read from the replica at DATABASE_READ_URL when there is one, else from the main database. */
export const readDb = (deps: Pick<AppDeps, 'db' | 'readDb'>) => deps.readDb ?? deps.db;
