import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md's module map is the truth, not a memory: each server module's imports of other
 * modules (its own source, tests aside) are exactly the "May call" list of its row, every module folder
 * has a row, and every web feature folder has one too.
 */

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../../..');
const modulesDir = 'apps/server/src/modules';

/** The rows of the markdown table under `heading`: first cell, last cell. */
async function tableRows(heading: string): Promise<Map<string, string>> {
  const text = await readFile(join(repo, 'docs/architecture.md'), 'utf8');
  const section = text.split(/^## /m).find((part) => part.startsWith(heading));
  if (!section) throw new Error(`docs/architecture.md has no "## ${heading}" section`);
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = /^`([a-z0-9-]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name) rows.set(name, cells.at(-2) ?? '');
  }
  return rows;
}

const folders = async (path: string) =>
  (await readdir(join(repo, path), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Module → the other modules its source imports, from dependency-cruiser with the project's config. */
async function moduleImports(): Promise<Map<string, Set<string>>> {
  const depcruise = join(repo, 'node_modules/.bin/depcruise');
  const { stdout } = await run(
    depcruise,
    [modulesDir, '--config', '.dependency-cruiser-modules.cjs', '--output-type', 'json'],
    { cwd: repo, maxBuffer: 256 * 1024 * 1024 },
  );
  const owner = (path: string) => new RegExp(`^${modulesDir}/([^/]+)/`).exec(path)?.[1];
  const found = new Map<string, Set<string>>();
  const report = JSON.parse(stdout) as {
    modules: { source: string; dependencies: { resolved: string }[] }[];
  };
  for (const file of report.modules) {
    const from = owner(file.source);
    if (!from) continue;
    const uses = found.get(from) ?? new Set<string>();
    found.set(from, uses);
    for (const dependency of file.dependencies) {
      const to = owner(dependency.resolved);
      if (to && to !== from) uses.add(to);
    }
  }
  return found;
}

describe('docs/architecture.md', () => {
  it('has a row for every server module, and each row names exactly the modules it imports', async () => {
    const [rows, modules, imports] = await Promise.all([
      tableRows('Server modules'),
      folders(modulesDir),
      moduleImports(),
    ]);
    expect([...rows.keys()].sort()).toEqual(modules);
    for (const name of modules) {
      const documented = [...(rows.get(name) ?? '').matchAll(/`([a-z0-9-]+)`/g)].map((m) => m[1]).sort();
      expect({ module: name, mayCall: documented }).toEqual({
        module: name,
        mayCall: [...(imports.get(name) ?? [])].sort(),
      });
    }
  }, 120_000);

  it('has a row for every web feature', async () => {
    const [rows, features] = await Promise.all([tableRows('Web features'), folders('apps/web/src/features')]);
    expect([...rows.keys()].sort()).toEqual(features);
  });
});
