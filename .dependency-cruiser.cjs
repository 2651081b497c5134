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
        'A web feature does not import another feature. The exceptions are the exercise player (used by ' +
        'lessons, exercises and exams) and speech (the listen button: lessons, reviews, the dictionary and ' +
        'the exercise player), each only through its public entry (index.ts). Sub-folders of one feature ' +
        '(features/authoring/*) import each other. ' +
        'Data several features share goes in src/api/; plain components in src/ui/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: [
          '^apps/web/src/features/$1/',
          '^apps/web/src/features/exercise-player/index\\.ts$',
          '^apps/web/src/features/speech/index\\.ts$',
        ],
      },
    },
    {
      name: 'web-ui-calls-no-api',
      severity: 'error',
      comment:
        'src/ui/ holds plain components: they call no API. A component that needs the server takes the call ' +
        'as a prop (MediaInput takes upload and loadMedia); the calls live in src/api/ or the feature. ' +
        'So ui/ imports nothing from api/, features/ or the HTTP client (lib/api-client.ts; ApiError is ' +
        'lib/api-error.ts). Tests and test helpers may.',
      from: { path: '^apps/web/src/ui/', pathNot: ['\\.test\\.tsx?$', '^apps/web/src/ui/test/'] },
      to: { path: ['^apps/web/src/(api|features)/', '^apps/web/src/lib/api-client\\.ts$'] },
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
      name: 'server-sub-modules-use-public-entries',
      severity: 'error',
      comment:
        'Inside a server module cut into sub-modules (folders), a sub-module uses another only through that ' +
        "sub-module's index.ts. Test kits (*.test-support.ts) are the exception: tests use them directly.",
      from: { path: '^apps/server/src/modules/([^/]+)/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/$1/[^/]+/',
        pathNot: [
          '^apps/server/src/modules/$1/$2/',
          '^apps/server/src/modules/$1/[^/]+/index\\.ts$',
          '\\.test-support\\.ts$',
        ],
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
