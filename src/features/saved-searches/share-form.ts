// The share overlay's form: addresses separated by commas, semicolons, spaces or line breaks and
// an optional message, checked by the schema the server checks them with (domain/).
import { refusalMessage } from '@domain/refusal-message'
import { cleanRecipients, ShareRequestSchema, type ShareRequest } from '@domain/saved-search-share'

export function parseShareForm(
  recipientsText: string,
  message: string,
): { request: ShareRequest } | { error: string } {
  const recipients = cleanRecipients(recipientsText.split(/[\s,;]+/).filter((part) => part !== ''))
  const request = { recipients, ...(message.trim() ? { message } : {}) }
  const error = refusalMessage(ShareRequestSchema, request)
  return error === null ? { request } : { error }
}
