import { describe, it } from 'vitest'
import { FUZZED_ENDPOINTS } from './endpoints'
import { FUZZ_TIMEOUT_MS, endpointsTable, setUpFuzzApp } from './fuzz-app'

describe('filters routes under arbitrary input', () => {
  const suite = setUpFuzzApp()
  const endpoints = FUZZED_ENDPOINTS.filter((endpoint) => endpoint.group === 'filters')

  it.each(endpointsTable(endpoints))(
    '%s never answers 5xx and refuses with {code, message}',
    (_name, endpoint) => suite.fuzz(endpoint),
    FUZZ_TIMEOUT_MS,
  )
})
