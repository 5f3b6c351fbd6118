// The desk's warning before it writes a second entry of one happening (issue 36): a new event of
// the desk or an accepted submission that the agenda may hold already, found by the submissions'
// own rule (../submissions/find-duplicates.ts). The planner sees it and may still go ahead.
import { POSSIBLE_DUPLICATE, type DeskConflict } from '../../../domain/planning-api'
import type { Duplicate } from '../../../domain/submissions-api'

/** The 409 to answer when some of the likely duplicates are entries of the agenda; else null. */
export function duplicateWarning(duplicates: Duplicate[]): DeskConflict | null {
  const entries = duplicates.filter((duplicate) => duplicate.kind === 'event')
  const [first] = entries
  if (!first) return null
  return {
    code: POSSIBLE_DUPLICATE,
    message: `Möglicher Doppeleintrag: „${first.title}“ steht schon in der Agenda. Bitte prüfen Sie, ob es derselbe Termin ist.`,
    duplicates: entries,
  }
}
