import { describe, expect, it } from 'vitest'
import { apiUrl } from './api-url'

describe('apiUrl', () => {
  it('puts the service API prefix before relative URLs of our services', () => {
    expect(apiUrl('events/events/search')).toBe('/events/api/v1/events/search')
    expect(apiUrl('filters/filters?sort=order&size=1000')).toBe(
      '/filters/api/v1/filters?sort=order&size=1000',
    )
    expect(apiUrl('eventreports/news/n-7')).toBe('/eventreports/api/v1/news/n-7')
  })

  it('takes another API version when asked', () => {
    expect(apiUrl('filters/filters/42', 'v2')).toBe('/filters/api/v2/filters/42')
  })

  it('leaves absolute, rooted, already prefixed and foreign URLs alone', () => {
    for (const url of [
      'https://cdn.example.org/events/x',
      '//cdn.example.org/filters',
      '/useradmin/user-profile/mode',
      '/events/api/v1/events/1',
      'graphql',
      'eventsx/1',
    ]) {
      expect(apiUrl(url)).toBe(url)
    }
    expect(apiUrl('events/api/v1/events/1')).toBe('/events/api/v1/events/1')
  })
})
