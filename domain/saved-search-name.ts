// A saved search's name as it is stored and shown, for the app's save dialog and the server alike.
import { SingleLineText } from './safe-text'

export const SAVED_SEARCH_NAME_MAX_LENGTH = 100

/** A name as the filters API takes it, once cleaned (cleanSavedSearchName). */
export const SavedSearchNameSchema = SingleLineText({
  minLength: 1,
  maxLength: SAVED_SEARCH_NAME_MAX_LENGTH,
  errorMessage: `Der Name muss 1 bis ${SAVED_SEARCH_NAME_MAX_LENGTH} Zeichen lang sein (ohne Zeilenumbrüche).`,
})

// Bidi controls reorder what follows them: "Bericht\u202Efdp.exe" shows as "Berichtexe.pdf".
// Arabic letter mark, LRM/RLM, embeddings and overrides (LRE…RLO), isolates (LRI…PDI).
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

/** The name without bidi control characters and without surrounding white space. */
export function cleanSavedSearchName(name: string): string {
  return name.replace(BIDI_CONTROLS, '').trim()
}
