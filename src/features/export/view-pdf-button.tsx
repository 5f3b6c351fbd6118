// „Als PDF“ in the views' toolbar: the view on screen, with its range and filters, as a PDF
// (docs/product.md#export).
import { useAtomValue } from 'jotai'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { isOnlineAtom } from '@/offline/network-status'
import { currentAgendaViewAtom } from '@/stores/agenda-export'
import { EXPORT_NEEDS_CONNECTION, EXPORT_SUBJECTS } from './export-messages'
import { useExport } from './use-export'
import './export.css'

export default function ViewPdfButton() {
  const view = useAtomValue(currentAgendaViewAtom)
  const online = useAtomValue(isOnlineAtom)
  const { busy, run } = useExport()
  if (!view) return null
  return (
    <Button
      variant="secondary"
      className="view-pdf-button"
      disabled={busy}
      title={online ? 'Diese Ansicht als PDF herunterladen' : EXPORT_NEEDS_CONNECTION}
      onClick={() => void run({ what: EXPORT_SUBJECTS.pdf, job: (jobs) => jobs.viewPdfJob(view) })}
    >
      <Icon name="document" size="small" />
      {/* On phones the icon stands alone; the words stay for screen readers. */}
      <span className="visually-hidden-on-phone">{busy ? 'PDF wird erstellt …' : 'Als PDF'}</span>
    </Button>
  )
}
