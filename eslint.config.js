// One lint gate for app, worker, server and domain; the import zones keep the layers one-way.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import unicorn from 'eslint-plugin-unicorn'
import globals from 'globals'
import { readdirSync, existsSync } from 'node:fs'

const features = existsSync('src/features') ? readdirSync('src/features') : []

// A feature may use shared code but never another feature's internals.
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
}))

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      '.lighthouseci',
      'server/db/migrations',
      'server/graphql/generated',
      'src/features/collaboration/api/generated',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX, unicorn },
    languageOptions: { globals: { ...globals.node } },
    // Without a resolver `@/…` and extension-less imports resolve to nothing, and the zones below
    // silently skip them; tests/lint/import-boundaries.test.ts proves they are enforced.
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'tsconfig.app.json',
            'tsconfig.server.json',
            'tsconfig.sw.json',
            'tsconfig.node.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'unicorn/filename-case': ['error', { case: 'kebabCase' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './domain',
              from: ['./src', './server', './sw', './tests', './scripts', './bench'],
            },
            { target: './src', from: ['./server', './sw'] },
            { target: './sw', from: ['./src', './server'] },
            { target: './server', from: ['./src', './sw'] },
            {
              target: ['./src/components', './src/lib', './src/stores', './src/offline'],
              from: ['./src/features', './src/app'],
            },
            { target: './src/features', from: './src/app' },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  // The classic script the page runs before the app (early-search.config.ts).
  {
    files: ['src/lib/http/early-search.js', 'src/features/agenda/calendar/start-after-picture.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
)
