// The Sperrfrist on an entry while it holds (docs/product.md#embargo): a lock and the words
// „Sperrfrist bis 05.12., 10:00 Uhr“ in the entry's link, so it is not told by colour alone and a
// screen reader says it with the title. The wording is domain/embargo.ts, as in every export.
import { embargoNotice } from '@domain/embargo'
import { Icon } from '@/components/ui/icon'
import { useEmbargoClock } from './use-embargo-clock'
import './embargo-mark.css'

export function EmbargoMark({ embargo }: { embargo: string }) {
  const now = useEmbargoClock([embargo])
  const notice = embargoNotice(embargo, now)
  if (!notice) return null
  return (
    <span className="embargo-mark">
      <Icon name="lock" size="xs" />
      {notice}
    </span>
  )
}
