// The demo agenda's tables live as JSON in server/demo/seed/data/, where they can be read and corrected
// without reading code. Each file is checked against its schema when loaded: a wrong field stops
// the seed with the file's name instead of producing odd entries.
import { readFileSync } from 'node:fs'
import type { Static, TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'

const DATA_DIR = new URL('./data/', import.meta.url)

export function loadSeedData<Schema extends TSchema>(file: string, schema: Schema): Static<Schema> {
  const data: unknown = JSON.parse(readFileSync(new URL(file, DATA_DIR), 'utf8'))
  const error = Value.Errors(schema, data).First()
  if (error) throw new Error(`Seed data ${file}: ${error.path || '/'} ${error.message}`)
  return data as Static<Schema>
}
