// What the app puts beside an entry's detail (loaded by app-shell.tsx with the first detail):
// „Termin folgen“ (docs/product.md#following-an-entry), the exports (docs/product.md#export),
// for planners only the desk's status actions (docs/product.md#planning-desk), whose code loads
// only for them, and „Wir berichten“ (docs/product.md#coverage).
import { useAtomValue } from 'jotai'
import type { AgendaTools } from '@/components/entry-actions/agenda-tools'
import { EventCoverage } from '@/features/collaboration/coverage/event-coverage'
import FollowButton from '@/features/collaboration/follows/follow-button'
import ExportTool from '@/features/export/export-tool'
import { profileAtom } from '@/lib/auth/auth-atoms'
import { onDemand } from '@/lib/react/on-demand'

const plannerEventActions = onDemand(() => import('@/features/planning/planner-event-actions'))

export default function DetailTools({ event }: { event: Parameters<AgendaTools['detail']>[0] }) {
  const isPlanner = useAtomValue(profileAtom)?.isPlanner === true
  return (
    <>
      <FollowButton eventId={event.id} />
      <ExportTool tool="detail" event={event} />
      {isPlanner && <plannerEventActions.Component event={event} />}
      <EventCoverage eventId={event.id} eventTitle={event.title} />
    </>
  )
}
