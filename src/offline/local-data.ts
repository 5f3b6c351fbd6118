// The one place the app keeps data on the device (IndexedDB via idb): preferences, the layout, the
// filter rules and search text, the last-seen saved searches, favourites and notification settings, the
// outbox, the collaboration client's cache and the drafts of submitted events. Components never
// touch storage directly; they go through this module.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { FilterRule } from '@domain/filter-rules'
import type { SearchSort } from '@domain/events-api'
import type { NotificationSettings } from '@domain/notification-settings-api'
import type { SavedSearchAlerts } from '@domain/saved-search-resource'
import type { DefaultView } from '@domain/ticket-profile'

export interface StoredPreferences {
  /** The string 'true' or 'false'; absent while the user has not chosen. */
  preferredViewModeIsZen?: 'true' | 'false'
  isUserDefinedZenPreference?: boolean
  /** The user closed the zen prompt on this device. */
  zenPromptDismissed?: boolean
  /** The view the agenda opens with, chosen on this device (Settings › Darstellung). */
  defaultView?: DefaultView
}

/** How the classic layout is arranged on this device (docs/product.md#layouts). */
export interface StoredLayout {
  savedSearchesCollapsed: boolean
  filterRailCollapsed: boolean
  /** The filter groups the user opened; every other group starts closed. */
  openFilterGroups: string[]
}

export interface StoredFilters {
  filterRules: FilterRule[]
  searchText: string
  sort: SearchSort
}

/** A saved search as last seen from the server, kept to show it offline. */
export interface StoredSavedSearch {
  id: string
  name: string
  filterRules: FilterRule[]
  isPublic: boolean
  order: number
  /** The alert channels: kept so an offline edit shows the user's choice. */
  alerts?: SavedSearchAlerts
  /** Stored before alerts had channels: the in-app one. */
  notify?: boolean
}

/** The account's favourites as last heard from the collaboration service, shown offline. */
export interface StoredFavourites {
  accountId: string
  eventIds: string[]
}

/** A write waiting for the server; `id` grows with every entry, so it is the replay order. */
export interface OutboxEntry {
  id: number
  /** The account that made the write (the ticket's account_id): it is sent with no other's ticket. */
  accountId: string
  idempotencyKey: string
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET'
  url: string
  body?: unknown
  /** Query parameter that carries the current ticket, for endpoints that take it in the URL. */
  ticketParameter?: string
  createdAt: number
  attempts: number
  /** Not before this time (ms) after a failed attempt. */
  nextAttemptAt: number
  /** German, for the user: "Einfache Darstellung einschalten". */
  description: string
  /**
   * A GraphQL mutation (`body` is `{ query, variables }`): sent with the idempotency key as its
   * `clientMutationId`, by which the collaboration service runs a replay only once.
   */
  kind?: 'graphql'
}

/** A submission form's draft as last typed (issue 17), kept until it is sent or queued. */
export interface StoredSubmissionDraft {
  /** The form's value; its shape is the form's (features/submission/submission-draft.ts). */
  draft: Record<string, unknown>
  /** The step the user was on. */
  step: number
  savedAt: number
}

interface AgendaDatabase extends DBSchema {
  /** Small records under fixed keys ('preferences', 'filters', …). */
  settings: { key: string; value: unknown }
  savedSearches: { key: string; value: StoredSavedSearch }
  outbox: { key: number; value: OutboxEntry }
  /** The collaboration client's cache as apollo3-cache-persist writes it, under the account id. */
  collaborationCache: { key: string; value: unknown }
  /** Form drafts under the form's key ('submit'). */
  submissionDrafts: { key: string; value: StoredSubmissionDraft }
}

const DATABASE_NAME = 'agenda'
const DATABASE_VERSION = 4

let databasePromise: Promise<IDBPDatabase<AgendaDatabase>> | undefined

function database(): Promise<IDBPDatabase<AgendaDatabase>> {
  databasePromise ??= openDB<AgendaDatabase>(DATABASE_NAME, DATABASE_VERSION, {
    upgrade(db, oldVersion) {
      // Each step upgrades one version, so any old device reaches the current schema.
      if (oldVersion < 1) db.createObjectStore('settings')
      if (oldVersion < 2) {
        db.createObjectStore('savedSearches', { keyPath: 'id' })
        db.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true })
      }
      if (oldVersion < 3) db.createObjectStore('collaborationCache')
      if (oldVersion < 4) db.createObjectStore('submissionDrafts')
    },
    // Another tab opened a newer version: let it upgrade, reopen on next use.
    blocking(_current, _blocked, event) {
      ;(event.target as IDBDatabase).close()
      databasePromise = undefined
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

/**
 * The filters' copy in the tab (sessionStorage, written at once) until the database's write has
 * landed: a reload or navigation right after a change can end the page before the asynchronous
 * write commits, and the next page then reads the copy (docs/product.md#filters-kept).
 */
const FILTERS_IN_TAB = 'agenda.filters.unsaved'

/** The tab's storage may be refused (turned off, full); the database's write runs regardless. */
function inTab<T>(act: (storage: Storage) => T): T | undefined {
  try {
    return act(sessionStorage)
  } catch {
    return undefined
  }
}

async function getFilters(): Promise<StoredFilters | undefined> {
  const copy = inTab((storage) => storage.getItem(FILTERS_IN_TAB))
  return copy ? (JSON.parse(copy) as StoredFilters) : readSetting<StoredFilters>('filters')
}

async function setFilters(filters: StoredFilters): Promise<void> {
  const copy = JSON.stringify(filters)
  inTab((storage) => storage.setItem(FILTERS_IN_TAB, copy))
  await writeSetting('filters', filters)
  // A newer change made meanwhile keeps its own copy.
  inTab((storage) => storage.getItem(FILTERS_IN_TAB) === copy && storage.removeItem(FILTERS_IN_TAB))
}

/**
 * The address a page left while it committed a search (search-field.tsx): a reload reopens that
 * address, whose search is older than the filters kept, so the next start drops it once
 * (docs/product.md#filters-kept).
 */
const STALE_ADDRESS_IN_TAB = 'agenda.address.stale'

/** One address kept in the tab, forgotten as it is read: it speaks only for the next use. */
export function addressInTab(key: string) {
  return {
    note: (address: string) => inTab((storage) => storage.setItem(key, address)),
    take: (): string | null => {
      const address = inTab((storage) => storage.getItem(key)) ?? null
      inTab((storage) => storage.removeItem(key))
      return address
    },
  }
}

const staleAddress = addressInTab(STALE_ADDRESS_IN_TAB)

/** Where presentation-paths.ts keeps the classic view zen was turned on from, for zen off. */
export const CLASSIC_VIEW_IN_TAB = 'agenda.address.classic'

async function replaceSavedSearches(searches: StoredSavedSearch[]): Promise<void> {
  const transaction = (await database()).transaction('savedSearches', 'readwrite')
  await transaction.store.clear()
  await Promise.all(searches.map((search) => transaction.store.put(search)))
  await transaction.done
}

const outbox = {
  add: async (entry: Omit<OutboxEntry, 'id'>): Promise<OutboxEntry> => {
    // The key path fills in `id`; the cast covers the one field the database adds.
    const id = await (await database()).add('outbox', entry as OutboxEntry)
    return { ...entry, id }
  },
  /** All entries in replay order. */
  list: async () => (await database()).getAll('outbox'),
  /** The entry to replay next. */
  first: async () => (await (await database()).transaction('outbox').store.openCursor())?.value,
  count: async () => (await database()).count('outbox'),
  update: async (entry: OutboxEntry) => {
    await (await database()).put('outbox', entry)
  },
  remove: async (id: number) => (await database()).delete('outbox', id),
}

const collaborationCache = {
  get: async (accountId: string) =>
    (await (await database()).get('collaborationCache', accountId)) ?? null,
  put: async (accountId: string, value: unknown) => {
    await (await database()).put('collaborationCache', value, accountId)
  },
  remove: async (accountId: string) => (await database()).delete('collaborationCache', accountId),
}

const submissionDrafts = {
  get: async (key: string) => (await database()).get('submissionDrafts', key),
  put: async (key: string, value: StoredSubmissionDraft) => {
    await (await database()).put('submissionDrafts', value, key)
  },
  remove: async (key: string) => (await database()).delete('submissionDrafts', key),
}

/**
 * On sign-out or another account's sign-in: what belonged to the user leaves the device (waiting
 * writes, saved searches, folders and favourites, drafts of submissions, the filters and search text, the presentation
 * chosen here).
 */
async function clearUserData(): Promise<void> {
  inTab((storage) => {
    storage.removeItem(FILTERS_IN_TAB)
    storage.removeItem(STALE_ADDRESS_IN_TAB)
    storage.removeItem(CLASSIC_VIEW_IN_TAB)
  })
  const stores = [
    'outbox',
    'savedSearches',
    'collaborationCache',
    'submissionDrafts',
    'settings',
  ] as const
  const transaction = (await database()).transaction(stores, 'readwrite')
  await Promise.all([
    transaction.objectStore('outbox').clear(),
    transaction.objectStore('savedSearches').clear(),
    transaction.objectStore('collaborationCache').clear(),
    transaction.objectStore('submissionDrafts').clear(),
    transaction.objectStore('settings').delete('filters'),
    transaction.objectStore('settings').delete('preferences'),
    transaction.objectStore('settings').delete('notificationSettings'),
    transaction.objectStore('settings').delete('favourites'),
  ])
  await transaction.done
}

export const localData = {
  getPreferences: async () => (await readSetting<StoredPreferences>('preferences')) ?? {},
  setPreferences: (preferences: StoredPreferences) => writeSetting('preferences', preferences),
  getLayout: () => readSetting<StoredLayout>('layout'),
  setLayout: (layout: StoredLayout) => writeSetting('layout', layout),
  getFilters,
  setFilters,
  staleAddress,
  /** The notification settings as last seen from the server, shown offline. */
  getNotificationSettings: () => readSetting<NotificationSettings>('notificationSettings'),
  setNotificationSettings: (settings: NotificationSettings) =>
    writeSetting('notificationSettings', settings),
  getFavourites: () => readSetting<StoredFavourites>('favourites'),
  setFavourites: (favourites: StoredFavourites) => writeSetting('favourites', favourites),
  getSavedSearches: async () =>
    (await (await database()).getAll('savedSearches')).sort((a, b) => a.order - b.order),
  setSavedSearches: replaceSavedSearches,
  outbox,
  collaborationCache,
  submissionDrafts,
  clearUserData,
}
