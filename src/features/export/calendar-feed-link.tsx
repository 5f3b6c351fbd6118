// A calendar's subscription link, shown once when made or replaced: open it in the calendar app
// (webcal://), or copy the https link for calendars on the web (docs/product.md#calendar-subscriptions).
import { useId, useState } from 'react'
import { Button, buttonClassName } from '@/components/ui/button'
import '@/components/ui/form-field.css'
import { Icon } from '@/components/ui/icon'
import { useCopiedFlag } from '@/lib/react/use-copied-flag'
import type { IssuedCalendarFeed } from '@domain/calendar-export-api'

export function FeedLinkPanel({ link }: { link: IssuedCalendarFeed }) {
  const [copied, markCopied] = useCopiedFlag()
  const [copyFailed, setCopyFailed] = useState(false)
  const fieldId = useId()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url)
      setCopyFailed(false)
      markCopied()
    } catch {
      setCopyFailed(true)
    }
  }
  return (
    <div className="feed-link">
      <a className={buttonClassName('primary')} href={link.webcalUrl}>
        <Icon name="calendar-plus" size="small" />
        In Kalender-App öffnen
      </a>
      <div className="feed-link__copy">
        {/* A plain field: read-only, it needs none of react-aria's input handling; and react-aria's
            TextField reached from the settings page made the bundler move its runtime helpers out
            of the start file, 0.4 KB more on the feed's first screen. */}
        <div className="form-field feed-link__field">
          <label htmlFor={fieldId}>Link für Google Kalender und andere Web-Kalender</label>
          <input
            id={fieldId}
            value={link.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
        <Button variant="secondary" onClick={() => void copy()}>
          <Icon name={copied ? 'check' : 'link'} size="small" />
          {copied ? 'Kopiert' : 'Link kopieren'}
        </Button>
      </div>
      <p className="feed-link__hint" role={copyFailed ? 'alert' : undefined}>
        {copyFailed
          ? 'Der Link konnte nicht kopiert werden. Bitte markieren und kopieren Sie ihn.'
          : 'Der Link ist persönlich: Wer ihn kennt, sieht diese Termine. Er wird nur jetzt angezeigt.'}
      </p>
    </div>
  )
}
