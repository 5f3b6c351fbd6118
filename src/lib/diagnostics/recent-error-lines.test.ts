import { describe, expect, it } from 'vitest'
import { SUPPORT_ERRORS_MAX } from '@domain/support-limits'
import { recentErrors } from './recent-error-lines'
import { recordRecentErrors } from './recent-errors'

describe('recent errors', () => {
  it('keeps the last few uncaught errors as single lines', () => {
    recordRecentErrors()
    for (let index = 1; index <= SUPPORT_ERRORS_MAX + 2; index += 1) {
      window.dispatchEvent(
        new ErrorEvent('error', { error: new TypeError(`Fehler ${index}\nzweite Zeile`) }),
      )
    }
    const errors = recentErrors()
    expect(errors).toHaveLength(SUPPORT_ERRORS_MAX)
    expect(errors.at(-1)).toMatch(/^\S+Z TypeError: Fehler 7 zweite Zeile$/)
    expect(errors[0]).toContain('Fehler 3')
  })
})
