// Turns the first schema violation of a request into an ApiError with a specific code and a
// German message, so clients can tell an unknown rule type from a bad date or limit.
import type { FastifySchemaValidationError } from 'fastify'
import { MAX_ENTRIES_PER_DAY, MAX_LIMIT } from '../../../domain/events-api'
import { FILTER_RULE_TYPES } from '../../../domain/filter-rules'
import { AGENDA_FIRST_YEAR, AGENDA_LAST_YEAR } from '../../../domain/safe-text'
import { ApiError } from '../../plugins/api-errors'
import { invalidCursor } from './search-cursor'

const fieldName = (instancePath: string) =>
  instancePath
    .replace(/^\//, '')
    .replace(/\/(\d+)/g, '[$1]')
    .replaceAll('/', '.')

export function validationError(errors: FastifySchemaValidationError[]): ApiError {
  const error = errors[0]
  const path = error?.instancePath ?? ''
  const field = fieldName(path)
  if (error?.keyword === 'required') {
    const missing = String(error.params.missingProperty ?? '')
    return new ApiError(400, 'VALIDATION_ERROR', `Das Feld „${missing}“ fehlt.`)
  }
  if (error?.keyword === 'additionalProperties') {
    const extra = String(error.params.additionalProperty ?? '')
    return new ApiError(400, 'VALIDATION_ERROR', `Das Feld „${extra}“ ist unbekannt.`)
  }
  if (/^\/filterRules\/\d+\/type$/.test(path)) {
    return new ApiError(
      400,
      'UNKNOWN_RULE_TYPE',
      `Unbekannter Filtertyp in ${field}. Erlaubt sind: ${FILTER_RULE_TYPES.join(', ')}.`,
    )
  }
  if (/^\/filterRules\/\d+\/values\/\d+$/.test(path) && error?.keyword === 'pattern') {
    return new ApiError(
      400,
      'INVALID_RULE_VALUE',
      `Der Filterwert ${field} enthält Steuerzeichen; erlaubt ist nur einzeiliger Text.`,
    )
  }
  if (path === '/from' || path === '/to') {
    return new ApiError(
      400,
      'INVALID_DATE',
      `„${field}“ ist kein gültiger Zeitpunkt; erwartet wird ISO 8601 mit Zeitzone in den Jahren ${AGENDA_FIRST_YEAR} bis ${AGENDA_LAST_YEAR}, z. B. 2026-11-23T00:00:00+01:00.`,
    )
  }
  if (path === '/cursor') return invalidCursor()
  if (path === '/limit') {
    return new ApiError(
      400,
      'INVALID_LIMIT',
      `„limit“ muss eine ganze Zahl von 1 bis ${MAX_LIMIT} sein.`,
    )
  }
  if (path === '/perDay') {
    return new ApiError(
      400,
      'INVALID_PER_DAY',
      `„perDay“ muss eine ganze Zahl von 1 bis ${MAX_ENTRIES_PER_DAY} sein.`,
    )
  }
  return new ApiError(
    400,
    'VALIDATION_ERROR',
    `Ungültige Eingabe${field ? ` im Feld „${field}“` : ''}.`,
  )
}
