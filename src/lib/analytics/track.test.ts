import { afterEach, describe, expect, it } from 'vitest'
import { TRACK_BUFFER_MAX } from './analytics-constants'

import { dropWaitingEvents, setTrackSink, track, type TrackEvent } from './track'

afterEach(() => {
  setTrackSink(null)
  dropWaitingEvents()
})

describe('track', () => {
  it('keeps events until a tracker takes over, then hands them on in order', () => {
    track({ kind: 'save' })
    track({ kind: 'search', words: 2 })
    const seen: TrackEvent[] = []
    setTrackSink((event) => seen.push(event))
    track({ kind: 'share', recipients: 3 })
    expect(seen.map((event) => event.kind)).toEqual(['save', 'search', 'share'])
  })

  it('keeps at most the buffer size and forgets them when dropped', () => {
    for (let i = 0; i < TRACK_BUFFER_MAX + 10; i++) track({ kind: 'save' })
    const seen: TrackEvent[] = []
    setTrackSink((event) => seen.push(event))
    expect(seen).toHaveLength(TRACK_BUFFER_MAX)
    setTrackSink(null)
    track({ kind: 'save' })
    dropWaitingEvents()
    setTrackSink((event) => seen.push(event))
    expect(seen).toHaveLength(TRACK_BUFFER_MAX)
  })
})
