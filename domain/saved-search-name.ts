// A saved search's name as it is stored and shown, for the app's save dialog and the server alike.
import { UserLine } from './user-text'

export const SAVED_SEARCH_NAME_MAX_LENGTH = 100

/** A name as the filters API takes it, once cleaned (cleanSavedSearchName): user text, one line. */
export const SavedSearchNameSchema = UserLine('Der Name', {
  minLength: 1,
  maxLength: SAVED_SEARCH_NAME_MAX_LENGTH,
  errorMessage: `Der Name muss 1 bis ${SAVED_SEARCH_NAME_MAX_LENGTH} Zeichen lang sein (ohne Zeilenumbrüche).`,
})

/** The name without surrounding white space; bidi controls are refused (domain/user-text.ts). */
export function cleanSavedSearchName(name: string): string {
  return name.trim()
}
