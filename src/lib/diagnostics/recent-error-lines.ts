// The recorded errors as the support request takes them: one line each, time first.
import { recentErrorReasons, type RecentError } from './recent-errors'

const ERROR_TEXT_MAX_LENGTH = 300

function lineOf({ at, reason }: RecentError): string {
  const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)
  return `${at.toISOString()} ${text.replace(/\p{Cc}+/gu, ' ').slice(0, ERROR_TEXT_MAX_LENGTH)}`
}

export const recentErrors = (): string[] => recentErrorReasons().map(lineOf)
