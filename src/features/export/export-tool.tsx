// Export's pieces the app shell places (docs/architecture.md#export-in-the-app), as one module:
// one chunk loads for the views' „Als PDF“. The detail's exports load when a detail shows them,
// the subscription dialog (react-aria's dialog, about 26 KB gzip) only when it opens.
import { onDemand } from '@/lib/react/on-demand'
import ViewPdfButton from './view-pdf-button'

const eventExportActions = onDemand(() => import('./event-export-actions'))
const subscribeDialog = onDemand(() => import('./subscribe-calendar-dialog'))

export type ExportToolProps =
  | { tool: 'detail'; event: { id: string; title: string } }
  | { tool: 'view' }
  | { tool: 'subscribe' }

export default function ExportTool(props: ExportToolProps) {
  if (props.tool === 'detail') return <eventExportActions.Component event={props.event} />
  return props.tool === 'view' ? <ViewPdfButton /> : <subscribeDialog.Component />
}
