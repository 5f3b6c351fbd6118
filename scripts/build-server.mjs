// Compiles the server to JavaScript (docs/deploy.md): server/server.ts and everything it imports of
// ours bundled into dist-server/server.js by esbuild, and so the operator's key rotation
// (dist-server/rotate-keys-cli.js); packages stay imports from node_modules.
// A file a module finds beside itself (`new URL('./migrations', import.meta.url)`) is copied to the
// same place under dist-server/ and the address rewritten, since the bundle sits elsewhere.
import { cpSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const ROOT = process.cwd()
const OUT_DIR = path.join(ROOT, 'dist-server')
const BESIDE_MODULE = /new URL\(\s*(['"])(\.{1,2}\/[^'"]*)\1\s*,\s*import\.meta\.url\s*\)/g

/** The address as seen from the bundle; files of the server's own are copied beside it. */
function addressFromBundle(importer, address) {
  const target = path.resolve(path.dirname(importer), address)
  const fromRoot = path.relative(ROOT, target)
  const trailingSlash = address.endsWith('/') ? '/' : ''
  // Built output such as the app's dist/ is read where it is; only sources are copied.
  if (!fromRoot.startsWith(`server${path.sep}`)) {
    return path.relative(OUT_DIR, target).split(path.sep).join('/') + trailingSlash
  }
  cpSync(target, path.join(OUT_DIR, fromRoot), { recursive: true })
  return `./${fromRoot.split(path.sep).join('/')}${trailingSlash}`
}

const filesBesideModules = {
  name: 'files-beside-modules',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, ({ path: file }) => {
      const source = readFileSync(file, 'utf8').replace(
        BESIDE_MODULE,
        (_, quote, address) =>
          `new URL(${quote}${addressFromBundle(file, address)}${quote}, import.meta.url)`,
      )
      return { contents: source, loader: 'ts' }
    })
  },
}

rmSync(OUT_DIR, { recursive: true, force: true })
await build({
  entryPoints: ['server/server.ts', 'server/idp/rotate-keys-cli.ts'],
  outdir: OUT_DIR,
  // Flat, so that the addresses rewritten above hold for every entry alike.
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.server.json',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [filesBesideModules],
})
