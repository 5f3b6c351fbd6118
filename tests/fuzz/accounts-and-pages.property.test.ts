import { describe, expect, it } from 'vitest'
import { FUZZED_ENDPOINTS, endpointName } from './endpoints'
import { FUZZ_TIMEOUT_MS, endpointsTable, setUpFuzzApp } from './fuzz-app'

describe('account routes and pages under arbitrary input', () => {
  const suite = setUpFuzzApp()
  const endpoints = FUZZED_ENDPOINTS.filter((endpoint) => endpoint.group === 'accounts-and-pages')

  it('fuzzes every route the app has, and lists no route it lacks', () => {
    const listed = FUZZED_ENDPOINTS.map(endpointName).sort()
    expect([...suite.routeNames].sort()).toEqual(listed)
  })

  it.each(endpointsTable(endpoints))(
    '%s never answers 5xx and refuses with {code, message}',
    (_name, endpoint) => suite.fuzz(endpoint),
    FUZZ_TIMEOUT_MS,
  )
})
