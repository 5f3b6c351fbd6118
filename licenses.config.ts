// Lists the open-source packages bundled into the app (name, version, licence, homepage), written
// at build time as /app/open-source-licenses.json next to the code; settings › Über loads it when
// asked (docs/product.md#settings). Read from the package.json of every bundled module's package.
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const LICENSES_FILE = 'open-source-licenses.json'
const NODE_MODULES = '/node_modules/'

interface PackageJson {
  name?: string
  version?: string
  license?: string | { type?: string }
  licenses?: { type?: string }[]
  homepage?: string
  repository?: string | { url?: string }
}

/** The folder of the package a bundled module comes from, or null for our own code. */
export function packageRootOf(moduleId: string): string | null {
  const file = moduleId.replace(/^\0/, '').split('?')[0] ?? ''
  const at = file.lastIndexOf(NODE_MODULES)
  if (at < 0) return null
  const parts = file.slice(at + NODE_MODULES.length).split('/')
  const name = parts[0]?.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)
  return file.slice(0, at + NODE_MODULES.length) + name.join('/')
}

function licenceOf(manifest: PackageJson): string {
  if (typeof manifest.license === 'string') return manifest.license
  if (manifest.license?.type) return manifest.license.type
  const types = (manifest.licenses ?? []).map((licence) => licence.type).filter(Boolean)
  return types.length > 0 ? types.join(' OR ') : 'unbekannt'
}

function homepageOf(manifest: PackageJson): string | undefined {
  const repository =
    typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url
  const address = manifest.homepage ?? repository?.replace(/^git\+/, '').replace(/\.git$/, '')
  return address?.startsWith('https://') ? address : undefined
}

export const openSourceLicensesPlugin: Plugin = {
  name: 'agenda-open-source-licenses',
  apply: 'build',
  generateBundle(_options, bundle) {
    const roots = new Set<string>()
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue
      for (const id of output.moduleIds) {
        const root = packageRootOf(id)
        if (root) roots.add(root)
      }
    }
    const packages = new Map<string, object>()
    for (const root of roots) {
      const manifest = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as PackageJson
      // Some packages keep a package.json without a name in subfolders; their root has it.
      if (!manifest.name || !manifest.version) continue
      packages.set(`${manifest.name}@${manifest.version}`, {
        name: manifest.name,
        version: manifest.version,
        license: licenceOf(manifest),
        homepage: homepageOf(manifest),
      })
    }
    const list = [...packages.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, p]) => p)
    this.emitFile({ type: 'asset', fileName: LICENSES_FILE, source: JSON.stringify(list) })
  },
}
