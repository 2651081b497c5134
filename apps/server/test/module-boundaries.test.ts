import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of the server's modules (decision 0114) fail `npm run lint` when broken: a copy of
 * the server's source gets one import of each forbidden kind, and dependency-cruiser, with the
 * project's own configurations, names the rule each breaks.
 */

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../../..');
const depcruise = join(repo, 'node_modules/.bin/depcruise');

type Violation = { rule: { name: string }; from: string; to: string };

/** The violations dependency-cruiser reports for `target` with `config`, run in `cwd`. */
async function violations(cwd: string, target: string, config: string): Promise<Violation[]> {
  // A violation makes depcruise exit non-zero; the JSON report is on stdout either way.
  const stdout = await run(depcruise, [target, '--config', config, '--output-type', 'json'], {
    cwd,
    maxBuffer: 256 * 1024 * 1024,
  }).then(
    (done) => done.stdout,
    (failed: { stdout?: string }) => {
      if (!failed.stdout) throw failed;
      return failed.stdout;
    },
  );
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

const shape = (found: Violation[]) => found.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));

const modules = 'apps/server/src/modules';
const sabotage = {
  // tutoring uses people: with people/remove-guest.ts using tutoring/index.ts, a circle of modules that
  // no single file closes (people/index.ts reaches no tutoring file).
  moduleCircle: `${modules}/tutoring/uses-people.ts`,
  // A module reaching past another module's index.ts.
  deepImport: `${modules}/tutoring/reads-audit-internals.ts`,
  // lib/ reaching into a module.
  libIntoModule: 'apps/server/src/lib/reads-audit-internals.ts',
};

describe('the server module rules (dependency-cruiser)', () => {
  let scratch: string;

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'puente-module-boundaries-'));
    for (const path of [
      'apps/server/src',
      'apps/server/test',
      '.dependency-cruiser.cjs',
      '.dependency-cruiser-modules.cjs',
    ]) {
      // Source only: the server's folders also hold media and dictionary samples.
      await cp(join(repo, path), join(scratch, path), {
        recursive: true,
        filter: (from) => !/\.[a-z0-9]+$/i.test(from) || /\.(ts|cjs)$/.test(from),
      });
    }
    // The curated dictionary lists the source imports as JSON.
    await cp(join(repo, 'apps/server/assets/dictionary'), join(scratch, 'apps/server/assets/dictionary'), {
      recursive: true,
      filter: (from) => !/\.[a-z0-9]+$/i.test(from) || /\.json$/.test(from),
    });
    await symlink(join(repo, 'node_modules'), join(scratch, 'node_modules'), 'dir');
    await writeFile(
      join(scratch, sabotage.moduleCircle),
      "export { newTemporaryPassword } from '../people/index.ts';\n",
    );
    await writeFile(
      join(scratch, sabotage.deepImport),
      "export { findAuditLog } from '../audit/audit-log.repository.ts';\n",
    );
    await writeFile(
      join(scratch, sabotage.libIntoModule),
      "export { listAuditLog } from '../modules/audit/list-audit-log.ts';\n",
    );
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  // The copy is the server as it is plus the three files above: that each list holds exactly their
  // violations also shows the server as it is breaks no rule (a file added breaks rules, never mends).
  // Two cruises of the whole server: seconds on an idle machine, more on a busy one.
  it('names the rule each forbidden import breaks, and finds nothing else', {
    timeout: 120_000,
  }, async () => {
    const [files, moduleFolders] = await Promise.all([
      violations(scratch, 'apps/server/src', '.dependency-cruiser.cjs'),
      violations(scratch, modules, '.dependency-cruiser-modules.cjs'),
    ]);
    expect(shape(files).sort((a, b) => a.rule.localeCompare(b.rule))).toEqual([
      {
        rule: 'server-lib-and-plugins-use-module-entries',
        from: sabotage.libIntoModule,
        to: `${modules}/audit/list-audit-log.ts`,
      },
      {
        rule: 'server-modules-use-public-entries',
        from: sabotage.deepImport,
        to: `${modules}/audit/audit-log.repository.ts`,
      },
    ]);
    // The file rules see no circle: only the module-folder rule catches it, from both sides.
    expect(shape(moduleFolders).sort((a, b) => a.from.localeCompare(b.from))).toEqual([
      { rule: 'server-modules-form-no-circle', from: `${modules}/people`, to: `${modules}/tutoring` },
      { rule: 'server-modules-form-no-circle', from: `${modules}/tutoring`, to: `${modules}/people` },
    ]);
  });
});
