import { describe, expect, it } from 'vitest'
import { SearchCache } from './search-cache'

describe('SearchCache', () => {
  it('answers a request seen before at the same data version', () => {
    const cache = new SearchCache()
    cache.set('q', 7, '{"total":1}')
    expect(cache.get('q', 7)).toBe('{"total":1}')
  })

  it('misses once the data has changed', () => {
    const cache = new SearchCache()
    cache.set('q', 7, 'old')
    expect(cache.get('q', 8)).toBeUndefined()
  })

  it('drops the least recently used answer when full', () => {
    const cache = new SearchCache()
    for (let index = 0; index < 500; index += 1) cache.set(`q${index}`, 1, 'a')
    cache.get('q0', 1)
    cache.set('q500', 1, 'a')
    expect(cache.get('q0', 1)).toBe('a')
    expect(cache.get('q1', 1)).toBeUndefined()
  })
})
