// The web suites that replace modules with vi.mock. A replaced module stays cached in a worker
// that shares its modules (another suite mocking the same module would get this suite's stand-in),
// so these run in a worker of their own each (vite.config.ts); tests/lint/module-mocks.test.ts
// keeps the list complete.
export const MODULE_MOCK_SUITES = [
  'src/stores/feed-filters.test.ts',
  'src/app/pages/settings/presentation-settings.test.tsx',
  'src/features/presentation/use-change-presentation.test.tsx',
  'src/features/export/use-export.test.ts',
  'src/features/collaboration/favourites/favourite-star.test.tsx',
  'src/features/sign-out/sign-out.test.ts',
  'src/features/analytics/telemetry-host.test.tsx',
]
