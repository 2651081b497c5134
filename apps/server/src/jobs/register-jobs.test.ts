import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIL_DELIVERY_JOB } from '../lib/mailer.ts';
import { JOB_NAMES, registerJobs } from './register-jobs.ts';

const locales = path.resolve(import.meta.dirname, '../../../web/src/locales');
const jobNamesIn = (language: string) =>
  Object.keys(JSON.parse(readFileSync(path.join(locales, language, 'admin-users.json'), 'utf8')))
    .filter((key) => key.startsWith('jobs.names.'))
    .map((key) => key.slice('jobs.names.'.length));

describe('the jobs the app defines', () => {
  const defined: string[] = [];
  const scheduled: string[] = [];
  const jobs = {
    define: (job: { name: string }) => defined.push(job.name),
    schedule: (name: string) => scheduled.push(name),
  };
  registerJobs({ jobs } as unknown as Parameters<typeof registerJobs>[0], {
    info: () => undefined,
    error: () => undefined,
  });

  it('are every one of JOB_NAMES, each scheduled job among them', () => {
    expect(defined.sort()).toEqual(Object.values(JOB_NAMES).sort());
    expect(scheduled).toContain(JOB_NAMES.sweepCredentials);
    for (const name of scheduled) expect(defined).toContain(name);
  });

  it('each have a name on the administrators’ jobs screen, in Spanish and in English', () => {
    for (const language of ['es', 'en']) {
      const named = jobNamesIn(language);
      for (const name of [...defined, MAIL_DELIVERY_JOB])
        expect(named, `${language}: ${name}`).toContain(name);
    }
  });
});
