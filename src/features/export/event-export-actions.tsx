// The detail's exports (docs/product.md#export): „In Kalender übernehmen“ downloads the event as a
// calendar file, „Als PDF“ as one page. Offline both stay visible and say why they cannot run.
import { useAtomValue } from 'jotai'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { isOnlineAtom } from '@/offline/network-status'
import { EXPORT_NEEDS_CONNECTION, EXPORT_SUBJECTS } from './export-messages'
import { useExport } from './use-export'
import './export.css'

export default function EventExportActions({ event }: { event: { id: string; title: string } }) {
  const online = useAtomValue(isOnlineAtom)
  const { busy, run } = useExport()
  return (
    <div className="export-actions" role="group" aria-label="Termin exportieren">
      <Button
        variant="secondary"
        disabled={busy}
        aria-describedby={online ? undefined : 'export-offline-note'}
        onClick={() =>
          void run({
            what: EXPORT_SUBJECTS.calendar,
            job: (jobs) => jobs.eventCalendarJob(event),
          })
        }
      >
        <Icon name="calendar-plus" size="small" />
        In Kalender übernehmen
      </Button>
      <Button
        variant="secondary"
        disabled={busy}
        aria-describedby={online ? undefined : 'export-offline-note'}
        onClick={() =>
          void run({ what: EXPORT_SUBJECTS.pdf, job: (jobs) => jobs.eventPdfJob(event) })
        }
      >
        <Icon name="document" size="small" />
        Als PDF
      </Button>
      {!online && (
        <p id="export-offline-note" className="export-actions__note">
          <Icon name="wifi-off" size="small" />
          {EXPORT_NEEDS_CONNECTION}
        </p>
      )}
    </div>
  )
}
