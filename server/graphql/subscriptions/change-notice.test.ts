import { describe, expect, expectTypeOf, it } from 'vitest'
import type { FolderChangeKind } from '../generated/resolver-types'
import { parseNotice, type NoticeKind } from './change-notice'

describe('change notices', () => {
  it('know exactly the schema’s folder change kinds', () => {
    expectTypeOf<NoticeKind>().toEqualTypeOf<FolderChangeKind>()
  })

  it('read back a notice of a known kind and ignore one of an unknown kind', () => {
    const notice = { topic: 'folder:f1', kind: 'RENAMED', actorId: 'u1', count: 1 }
    expect(parseNotice(JSON.stringify(notice))).toEqual(notice)
    expect(parseNotice(JSON.stringify({ ...notice, kind: 'EXPLODED' }))).toBeUndefined()
  })
})
