// One read as a page shows it: loading (also while trying again after a failure), the German
// sentence of a failure, or the data; and a way to try again.
import {
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query'
import { HttpError } from '@/lib/http/http-error'

export type Read<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string; notFound: boolean }

/** The German sentence for a failed read: the server's own, else `fallbackMessage`. */
export function failureMessage(error: unknown, fallbackMessage: string): string {
  return error instanceof HttpError ? error.userMessage : fallbackMessage
}

export function readOf<T>(query: UseQueryResult<T>, fallbackMessage: string): Read<T> {
  // Data already shown stays while a refresh behind it fails.
  if (query.data !== undefined) return { status: 'ready', data: query.data }
  if (query.isPending || query.isFetching) return { status: 'loading' }
  return {
    status: 'error',
    message: failureMessage(query.error, fallbackMessage),
    notFound: query.error instanceof HttpError && query.error.status === 404,
  }
}

export function useRead<T, Key extends QueryKey>(
  options: UseQueryOptions<T, Error, T, Key>,
  fallbackMessage: string,
) {
  const query = useQuery(options)
  return { load: readOf(query, fallbackMessage), retry: () => void query.refetch() }
}
