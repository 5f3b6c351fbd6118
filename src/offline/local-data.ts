// The one place the app keeps data on the device (IndexedDB via idb): preferences, the filter
// rules and search text, the last-seen saved searches and the outbox. Components never touch
// storage directly; they go through this module.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { FilterRule } from '@domain/filter-rules'
import type { SearchSort } from '@domain/events-api'

export interface StoredPreferences {
  /** SPEC §3: the string 'true' or 'false'; absent while the user has not chosen. */
  preferredViewModeIsZen?: 'true' | 'false'
  isUserDefinedZenPreference?: boolean
}

export interface StoredFilters {
  filterRules: FilterRule[]
  searchText: string
  sort: SearchSort
}

interface AgendaDatabase extends DBSchema {
  /** Small records under fixed keys ('preferences', 'filters', …). */
  settings: { key: string; value: unknown }
}

const DATABASE_NAME = 'agenda'
const DATABASE_VERSION = 1

let databasePromise: Promise<IDBPDatabase<AgendaDatabase>> | undefined

function database(): Promise<IDBPDatabase<AgendaDatabase>> {
  databasePromise ??= openDB<AgendaDatabase>(DATABASE_NAME, DATABASE_VERSION, {
    upgrade(db, oldVersion) {
      // Each step upgrades one version, so any old device reaches the current schema.
      if (oldVersion < 1) db.createObjectStore('settings')
    },
  })
  return databasePromise
}

async function readSetting<T>(key: string): Promise<T | undefined> {
  return (await (await database()).get('settings', key)) as T | undefined
}

async function writeSetting<T>(key: string, value: T): Promise<void> {
  await (await database()).put('settings', value, key)
}

export const localData = {
  getPreferences: async () => (await readSetting<StoredPreferences>('preferences')) ?? {},
  setPreferences: (preferences: StoredPreferences) => writeSetting('preferences', preferences),
  getFilters: () => readSetting<StoredFilters>('filters'),
  setFilters: (filters: StoredFilters) => writeSetting('filters', filters),
}
