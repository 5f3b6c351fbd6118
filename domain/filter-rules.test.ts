import type { Static } from '@sinclair/typebox'
import { describe, expectTypeOf, it } from 'vitest'
import type { FilterRuleSchema } from './events-api'
import type { FilterRule } from './filter-rules'

describe('FilterRule', () => {
  // The type is written by hand so the app's first screen needs no TypeBox; the wire schema must
  // describe exactly it, or a request the server accepts could carry what the app cannot read.
  it('is what its wire schema describes', () => {
    expectTypeOf<Static<typeof FilterRuleSchema>>().toEqualTypeOf<FilterRule>()
  })
})
