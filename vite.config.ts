import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { codeSplitting, feedImportsPlugin, feedPreloadPlugin } from './chunks.config.ts'
import { earlySearchPlugin } from './early-search.config.ts'
import { openSourceLicensesPlugin } from './licenses.config.ts'
import { pwaOptions } from './pwa.config.ts'
import { MODULE_MOCK_SUITES } from './tests/support/web/module-mock-suites.ts'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** „0.1.0 (541262d, 24.11.2026)“: the package's version, the commit and the day of the build. */
function appVersion(): string {
  const { version } = JSON.parse(readFileSync(fromRoot('./package.json'), 'utf8')) as {
    version: string
  }
  let commit = 'ohne Git'
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    // A build from an archive has no history; the version alone still says a lot.
  }
  const day = new Date().toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' })
  return `${version} (${commit}, ${day})`
}

export default defineConfig({
  base: '/app/',
  plugins: [
    react(),
    VitePWA(pwaOptions),
    feedImportsPlugin,
    feedPreloadPlugin,
    earlySearchPlugin,
    openSourceLicensesPlugin,
  ],
  // Shown in the support form's diagnostics (src/features/help/support-form.tsx).
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion()) },
  resolve: {
    alias: [
      { find: '@', replacement: fromRoot('./src') },
      { find: '@domain', replacement: fromRoot('./domain') },
      // React Router names only its development build in its exports (its warnings on); the
      // production build beside it is the same code with them off: 0.5 KB gzip less at start.
      // Both entries, or react-router-dom's RouterProvider would read another copy's contexts.
      {
        find: /^react-router$/,
        replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs'),
      },
      {
        find: /^react-router\/dom$/,
        replacement: fromRoot('./node_modules/react-router/dist/production/dom-export.mjs'),
      },
    ],
  },
  server: {
    port: 5173,
    // In `npm run dev` the API, the identity provider and /app/config.json come from our server.
    proxy: {
      '^/(idp|useradmin|events|eventreports|filters|graphql|healthz)': {
        target: `http://localhost:${process.env.PORT ?? '8080'}`,
        ws: true,
      },
      '/app/config.json': `http://localhost:${process.env.PORT ?? '8080'}`,
    },
  },
  // The manifest lets scripts/check-bundle-size.mjs follow the feed's static imports. Source maps
  // are written but not linked from the code ('hidden'); the server never serves them.
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: { output: { codeSplitting } },
  },
  test: {
    // Both cores: the server suites run twice (PGlite and PostgreSQL) and the fuzzing suites are long.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...MODULE_MOCK_SUITES],
          environment: 'happy-dom',
          // Suites share each worker's modules and window: a fresh one per suite took five times
          // the project's time (57 s against 10 s on two cores). Before each suite our modules are
          // evaluated afresh and what the last suite left is taken back (fresh-suite.ts).
          isolate: false,
          setupFiles: ['tests/support/web/fresh-suite.ts'],
        },
      },
      {
        extends: true,
        // Suites that replace modules with vi.mock, each in a worker of its own.
        test: { name: 'web-mocks', include: MODULE_MOCK_SUITES, environment: 'happy-dom' },
      },
      {
        extends: true,
        // Node runs the server with graphql's CommonJS build (mercurius requires it); Vite would
        // pick the ES build for our own imports, and two graphql instances refuse each other's
        // schema ("from another module or realm").
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'node',
          include: [
            'domain/**/*.test.ts',
            'server/**/*.test.ts',
            'sw/**/*.test.ts',
            'tests/fuzz/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          environment: 'node',
          // Suites share each worker's modules instead of importing them afresh per file: the
          // server's module graph took a quarter of the project's time to import (424 s against
          // 308 s on two cores). Each suite builds its own app and database, so none needs a fresh
          // module; one that reads module state does vi.resetModules() (search-statement.test.ts).
          isolate: false,
          // One migrated PGlite cluster for the run; each suite's database starts from a copy.
          globalSetup: ['tests/support/server/database-templates.ts'],
          testTimeout: 30_000,
          // Setting up a PGlite app (migrations, seed) on a loaded two-core machine can take a minute.
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
