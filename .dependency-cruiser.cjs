// No import cycles anywhere in the tree, type-only and dynamic imports included: a cycle makes a
// module's meaning depend on load order and ties two files into one (docs/architecture.md#pieces).
// ESLint's import-x/no-cycle skips type-only imports and the dependencies of a dynamic import, so
// this check runs beside it (`npm run lint`); tests/lint/import-cycles.test.ts proves it reports one.
// It also keeps the demo (server/demo/) and the test support (tests/) out of the production
// server's own modules.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Make the import point one way: move what both need into the lower module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'demo-stays-at-its-entrances',
      severity: 'error',
      comment:
        'The demo (server/demo/) is reached only where it starts and where its pictures are drawn, so production code reads without it (docs/architecture.md#pieces).',
      from: {
        path: '^server/',
        pathNot:
          '^server/(demo/|server\\.ts$|app\\.ts$|db/seed-cli\\.ts$|routes/eventreports/pictures/picture-svg\\.ts$)|\\.test\\.ts$',
      },
      to: { path: '^server/demo/' },
    },
    {
      name: 'tests-stay-out-of-the-server',
      severity: 'error',
      comment: 'What only tests use lives in tests/support/; only test files import it.',
      from: { path: '^server/', pathNot: '\\.test\\.ts$' },
      to: { path: '^tests/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The fixtures hold cycles on purpose (tests/lint/import-cycles.test.ts).
    exclude: {
      path: '^(node_modules|dist|dist-server|data|test-results|playwright-report|\\.lighthouseci|tests/lint/fixtures)/',
    },
    tsPreCompilationDeps: true,
    // The app's configuration has the path aliases (@/, @domain/); the other projects use none.
    tsConfig: { fileName: 'tsconfig.app.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
}
