// Checks of mutation input that the schema cannot express: lengths, list sizes, user text
// (domain/user-text.ts), and that the agenda entries named exist. Each refusal is BAD_USER_INPUT
// in German.
import { inArray } from 'drizzle-orm'
import { isSingleLineText } from '../../domain/safe-text'
import { userTextMessage, userTextProblem } from '../../domain/user-text'
import { events } from '../db/schema/index'
import { COLLABORATION_LIMITS } from './collaboration-limits'
import { badInput } from './collaboration-errors'
import type { FolderItemInput } from './generated/resolver-types'
import type { Transaction } from './idempotent-mutation'

export function checkedFolderName(name: string): string {
  const trimmed = name.trim()
  if (trimmed.length === 0) throw badInput('Bitte geben Sie dem Ordner einen Namen.')
  if (trimmed.length > COLLABORATION_LIMITS.folderName) {
    throw badInput(`Der Name darf höchstens ${COLLABORATION_LIMITS.folderName} Zeichen lang sein.`)
  }
  checkedUserText(trimmed, 'one', 'Der Name des Ordners')
  return trimmed
}

export function checkedUserText(text: string, lines: 'one' | 'several', label: string): void {
  const problem = userTextProblem(text, lines)
  if (problem !== null) throw badInput(userTextMessage(label, problem))
}

export function checkedListSize(count: number): void {
  if (count === 0) throw badInput('Bitte wählen Sie mindestens einen Eintrag.')
  if (count > COLLABORATION_LIMITS.listItems) {
    throw badInput(
      `Höchstens ${COLLABORATION_LIMITS.listItems} Einträge auf einmal, bitte teilen Sie die Auswahl.`,
    )
  }
}

/** Items with their notes checked, each entry once (the last note given wins). */
export function checkedItems(items: readonly FolderItemInput[]): FolderItemInput[] {
  checkedListSize(items.length)
  const byId = new Map<string, FolderItemInput>()
  for (const item of items) {
    const note = item.note?.trim() || null
    if (note && note.length > COLLABORATION_LIMITS.note) {
      throw badInput(`Eine Notiz darf höchstens ${COLLABORATION_LIMITS.note} Zeichen lang sein.`)
    }
    if (note) checkedUserText(note, 'several', 'Die Notiz')
    byId.set(item.eventId, { eventId: item.eventId, note })
  }
  return [...byId.values()]
}

/** An id from the client (an entry's, a coverage's UUID): one line of at most 200 characters. */
export function checkedId(id: string, label: string): string {
  if (id.length === 0 || id.length > 200 || !isSingleLineText(id)) {
    throw badInput(`${label} ist ungültig.`)
  }
  return id
}

/** One entry's id as the agenda writes them; refused when it cannot be one. */
export const checkedEventId = (eventId: string): string => checkedId(eventId, 'Eine Termin-ID')

/** Refuses the whole change when any of the entries does not exist (or no longer exists). */
export async function requireEvents(tx: Transaction, eventIds: readonly string[]): Promise<void> {
  const wanted = [...new Set(eventIds)]
  wanted.forEach(checkedEventId)
  const found = await tx.select({ id: events.id }).from(events).where(inArray(events.id, wanted))
  if (found.length === wanted.length) return
  const known = new Set(found.map((row) => row.id))
  const missing = wanted.filter((id) => !known.has(id))
  throw badInput(
    missing.length === 1
      ? 'Einen der Einträge gibt es nicht (mehr).'
      : `${missing.length} der Einträge gibt es nicht (mehr).`,
  )
}
