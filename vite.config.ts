import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  base: '/app/',
  plugins: [react()],
  resolve: {
    alias: { '@': fromRoot('./src'), '@domain': fromRoot('./domain') },
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
  build: { outDir: 'dist', sourcemap: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'sw/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
