import { HttpError } from '@/lib/http/http-error'

/** A saved-search write that cannot go ahead, with the German sentence to show. */
export class SavedSearchWriteError extends Error {}

export function writeErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError || error instanceof SavedSearchWriteError) {
    return error instanceof HttpError ? error.userMessage : error.message
  }
  return fallback
}
