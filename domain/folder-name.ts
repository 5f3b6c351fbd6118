// A folder's name as it is stored and shown, for the app's dialogs and the collaboration service
// alike: user text of one line, 1 to 120 characters, cleaned as a saved search's name is.
import { cleanSavedSearchName } from './saved-search-name'
import { UserLine } from './user-text'

export const FOLDER_NAME_MAX_LENGTH = 120

export const FolderNameSchema = UserLine('Der Name des Ordners', {
  minLength: 1,
  maxLength: FOLDER_NAME_MAX_LENGTH,
  errorMessage: `Der Name des Ordners muss 1 bis ${FOLDER_NAME_MAX_LENGTH} Zeichen lang sein (ohne Zeilenumbrüche).`,
})

/** The name without surrounding white space. */
export const cleanFolderName = cleanSavedSearchName
