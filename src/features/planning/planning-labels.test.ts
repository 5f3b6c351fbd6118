import { describe, expect, it } from 'vitest'
import { changedFieldLabels } from './planning-labels'

describe('changedFieldLabels', () => {
  it('names the changed fields in German, each once', () => {
    expect(changedFieldLabels(['title', 'place/city', 'place/postalCode', 'links'])).toBe(
      'Titel, Ort, Links',
    )
  })
})
