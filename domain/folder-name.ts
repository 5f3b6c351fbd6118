// A folder's name as it is stored and shown, for the app's dialogs and the collaboration service
// alike: one line, 1 to 120 characters, cleaned as a saved search's name is.
import { SingleLineText } from './safe-text'
import { cleanSavedSearchName } from './saved-search-name'

export const FOLDER_NAME_MAX_LENGTH = 120

export const FolderNameSchema = SingleLineText({
  minLength: 1,
  maxLength: FOLDER_NAME_MAX_LENGTH,
  errorMessage: `Der Name des Ordners muss 1 bis ${FOLDER_NAME_MAX_LENGTH} Zeichen lang sein (ohne Zeilenumbrüche).`,
})

/** The name without bidi control characters and surrounding white space. */
export const cleanFolderName = cleanSavedSearchName
