/**
 * Server modules form no circle (docs/decisions/0114): checked on module folders, part of `npm run lint`.
 *
 * A file-level `circular` rule misses a circle between modules whose files do not import themselves back
 * (admin/a.ts → people/index.ts → people/b.ts → admin/index.ts → admin/c.ts). dependency-cruiser's
 * folder-scope rules see it: each folder counts every import its files make out of it. The tests and the
 * shared layers (lib/, plugins/, db/, the app's own tests) would tie every folder to every other, so this
 * cruise takes the modules' own source only.
 */
const { options } = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'server-modules-form-no-circle',
      severity: 'error',
      comment:
        'Server modules depend on each other one way: no module reaches itself again through other ' +
        'modules (admin → people → auth → admin), even where no file imports itself back. Untie a circle ' +
        'by moving what both need into a lower module (as the audit log went to modules/audit).',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+$' },
      to: { path: '^apps/server/src/modules/', circular: true },
    },
  ],
  options: {
    ...options,
    includeOnly: { path: '^apps/server/src/modules/' },
    exclude: { path: `${options.exclude.path}|\\.test\\.ts$|\\.test-support\\.ts$` },
  },
};
