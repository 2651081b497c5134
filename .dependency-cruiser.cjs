/**
 * Import rules of docs/development.md, checked by `npm run lint` (dependency-cruiser).
 * A broken rule fails lint with the rule's name and the offending import.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import circles, type-only imports included: untie them (move what both need to a third file).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-features-are-independent',
      severity: 'error',
      comment:
        'A web feature does not import another feature. The one exception is the exercise player, ' +
        'used by lessons, exercises and exams, and only through its public entry (index.ts). ' +
        'Data several features share goes in src/api/; plain components in src/ui/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/exercise-player/index\\.ts$'],
      },
    },
    {
      name: 'web-widgets-stay-off-the-first-screen',
      severity: 'error',
      comment:
        'The input widgets (src/ui/widgets/, with @mantine/dates and dayjs) load with the screens that use ' +
        'them: features and the lazily loaded ui layers (forms, lists) import them, never the shell or lib.',
      from: { path: '^apps/web/src/(app/|lib/|main\\.tsx|prerender\\.tsx)' },
      to: { path: '^apps/web/src/ui/widgets/' },
    },
    {
      name: 'server-modules-use-public-entries',
      severity: 'error',
      comment: "A server module uses another module only through that module's index.ts.",
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-lib-and-plugins-use-module-entries',
      severity: 'error',
      comment:
        'lib/ and plugins/ sit under the modules: they use a module, if at all, only through its index.ts.',
      from: { path: '^apps/server/src/(lib|plugins)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'server-lib-and-plugins-tests-use-module-entries',
      severity: 'error',
      comment: 'The tests of lib/ and plugins/ use a module through its index.ts or its *.test-support.ts.',
      from: { path: '^apps/server/src/(lib|plugins)/.+\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: [
          '^apps/server/src/modules/[^/]+/index\\.ts$',
          '^apps/server/src/modules/.+\\.test-support\\.ts$',
        ],
      },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      comment: 'packages/shared is used by the apps and imports nothing from them.',
      from: { path: '^packages/shared/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing (a typo, a deleted file).',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data|test-results|artifacts)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
