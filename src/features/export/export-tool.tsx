// Export's pieces the app shell places (docs/architecture.md#export-in-the-app), as one module:
// one chunk loads for all of them, and the first screen names one file instead of three.
import EventExportActions from './event-export-actions'
import SubscribeCalendarDialog from './subscribe-calendar-dialog'
import ViewPdfButton from './view-pdf-button'

export type ExportToolProps =
  | { tool: 'detail'; event: { id: string; title: string } }
  | { tool: 'view' }
  | { tool: 'subscribe' }

export default function ExportTool(props: ExportToolProps) {
  if (props.tool === 'detail') return <EventExportActions event={props.event} />
  return props.tool === 'view' ? <ViewPdfButton /> : <SubscribeCalendarDialog />
}
