// Export's pieces the app shell places (docs/architecture.md#export-in-the-app), as one module:
// one chunk loads for the buttons, and the first screen names one file instead of three. The
// subscription dialog (react-aria's dialog, about 26 KB gzip) loads only when it opens.
import { onDemand } from '@/lib/react/on-demand'
import EventExportActions from './event-export-actions'
import ViewPdfButton from './view-pdf-button'

const subscribeDialog = onDemand(() => import('./subscribe-calendar-dialog'))

export type ExportToolProps =
  | { tool: 'detail'; event: { id: string; title: string } }
  | { tool: 'view' }
  | { tool: 'subscribe' }

export default function ExportTool(props: ExportToolProps) {
  if (props.tool === 'detail') return <EventExportActions event={props.event} />
  return props.tool === 'view' ? <ViewPdfButton /> : <subscribeDialog.Component />
}
