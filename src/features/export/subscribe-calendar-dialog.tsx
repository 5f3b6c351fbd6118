// „Kalender abonnieren“ for a saved search or a folder (docs/product.md#calendar-subscriptions):
// makes the secret link on request and shows it once; a reader who subscribed before may replace
// the old link, which then stops working.
import { useState } from 'react'
import { useAtom, useAtomValue } from 'jotai'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { DialogForm } from '@/components/ui/form-dialog'
import { Icon } from '@/components/ui/icon'
import { DialogActions, ModalDialog } from '@/components/ui/modal-dialog'
import { isOnlineAtom } from '@/offline/network-status'
import { calendarSubscriptionAtom, type CalendarFeedTarget } from '@/stores/agenda-export'
import type { CalendarFeed, IssuedCalendarFeed } from '@domain/calendar-export-api'
import { calendarFeedsQuery, rotateCalendarFeed } from './api/calendar-feeds'
import { FeedLinkPanel } from './calendar-feed-link'
import { linkForTarget } from './calendar-feed-writes'
import { EXPORT_NEEDS_CONNECTION } from './export-messages'
import { FEED_KIND_WORDS, lastUseWords } from './feed-words'
import { useFeedWrite } from './use-feed-write'
import '@/components/ui/form-field.css'
import './export.css'

type Step =
  | { kind: 'start' }
  | { kind: 'link'; link: IssuedCalendarFeed }
  | { kind: 'exists'; feed: CalendarFeed }

interface StepsProps {
  target: CalendarFeedTarget
  onClose: () => void
}

function SubscribeSteps({ target, onClose }: StepsProps) {
  const queries = useQueryClient()
  const online = useAtomValue(isOnlineAtom)
  const [step, setStep] = useState<Step>({ kind: 'start' })
  const { busy, error, run } = useFeedWrite()

  const makeLink = () =>
    run(
      async () => setStep(await linkForTarget(target, queries)),
      'Der Abo-Link konnte nicht erstellt werden.',
    )
  const replaceLink = (feed: CalendarFeed) =>
    run(async () => {
      setStep({ kind: 'link', link: await rotateCalendarFeed(feed.id) })
      void queries.invalidateQueries({ queryKey: calendarFeedsQuery.queryKey })
    }, 'Der neue Abo-Link konnte nicht erstellt werden.')

  if (step.kind === 'link')
    return (
      <>
        <FeedLinkPanel link={step.link} />
        <DialogActions>
          <Button onClick={onClose}>Fertig</Button>
        </DialogActions>
      </>
    )
  return (
    <DialogForm
      submitLabel={
        <>
          <Icon name="calendar-plus" size="small" />
          {busy
            ? 'Link wird erstellt …'
            : step.kind === 'start'
              ? 'Abo-Link erstellen'
              : 'Neuen Link erstellen'}
        </>
      }
      pending={busy}
      canSubmit={online}
      error={error}
      onCancel={onClose}
      onSubmit={() => void (step.kind === 'start' ? makeLink() : replaceLink(step.feed))}
    >
      {step.kind === 'start' ? (
        <p>
          Ihr Kalenderprogramm (Outlook, Google Kalender, Apple Kalender) zeigt dann diese Termine
          und hält sie von selbst aktuell. Den Link können Sie jederzeit in den Einstellungen
          ersetzen oder beenden.
        </p>
      ) : (
        <p className="export-note">
          Sie haben diesen Kalender bereits abonniert ({lastUseWords(step.feed.lastUsedAt)}). Aus
          Sicherheitsgründen kann der Link nicht noch einmal angezeigt werden. Ein neuer Link
          ersetzt ihn; der alte funktioniert dann nicht mehr.
        </p>
      )}
      {!online && (
        <p className="export-actions__note">
          <Icon name="wifi-off" size="small" />
          {EXPORT_NEEDS_CONNECTION}
        </p>
      )}
    </DialogForm>
  )
}

export default function SubscribeCalendarDialog() {
  const [target, setTarget] = useAtom(calendarSubscriptionAtom)
  if (!target) return null
  const close = () => setTarget(null)
  return (
    <ModalDialog title="Kalender abonnieren" onClose={close}>
      <p className="export-dialog__subject">
        {FEED_KIND_WORDS[target.kind]}: <strong>{target.name}</strong>
      </p>
      {/* A new target starts at the first step again. */}
      <SubscribeSteps key={`${target.kind}:${target.targetId}`} target={target} onClose={close} />
    </ModalDialog>
  )
}
