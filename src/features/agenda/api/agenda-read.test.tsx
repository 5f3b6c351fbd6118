import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { Feed, Month } from './testing/agenda-readers'
import {
  fakeSearchServer,
  fakeSummaryServer,
  month,
  queryRootPerTest,
  week,
  type Refusal,
} from './testing/fake-agenda-api'

const november = month('2026-11-01', '2026-12-01')
const december = month('2026-12-01', '2027-01-01')

/** What both read hooks answer alike. */
interface Read {
  status: string
  errorMessage: string | null
}

const READS: {
  name: string
  refusal: Refusal
  fake: (refusal: Refusal) => { bodies: unknown[] }
  mount: (onRead: (read: Read) => void) => ReactNode
  sent: unknown
}[] = [
  {
    name: 'the search',
    refusal: { status: 400, code: 'INVALID_REQUEST', message: 'Ungültige Suche.' },
    fake: (refusal) => fakeSearchServer(10, refusal),
    mount: (onRead) => <Feed request={week} onSearch={onRead} />,
    sent: { ...week, limit: 50 },
  },
  {
    name: 'the day summary',
    refusal: { status: 400, code: 'INVALID_PER_DAY', message: 'Ungültig.' },
    fake: fakeSummaryServer,
    // Nor are the neighbouring months read ahead.
    mount: (onRead) => <Month request={november} neighbours={[december]} onRead={onRead} />,
    sent: november,
  },
]

const test = queryRootPerTest()

describe.each(READS)('$name', ({ refusal, fake, mount, sent }) => {
  it('is not sent again once refused, and says why in German', async () => {
    const server = fake(refusal)
    let read: Read | undefined
    await test().render(mount((r) => (read = r)))
    await test().until(() => expect(read?.status).toBe('error'))
    expect(read?.errorMessage).toBe(refusal.message)
    expect(server.bodies).toEqual([sent])
  })
})
