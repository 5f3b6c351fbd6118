// A calendar's subscription link, shown once when made or replaced: open it in the calendar app
// (webcal://), or copy the https link for calendars on the web (docs/product.md#calendar-subscriptions).
import { useState } from 'react'
import { Input, Label, TextField } from 'react-aria-components'
import { Button, buttonClassName } from '@/components/ui/button'
import '@/components/ui/form-field.css'
import { Icon } from '@/components/ui/icon'
import { useCopiedFlag } from '@/lib/react/use-copied-flag'
import type { CalendarFeedLink } from './api/calendar-feeds'

export function CalendarFeedLinkPanel({ link }: { link: CalendarFeedLink }) {
  const [copied, markCopied] = useCopiedFlag()
  const [copyFailed, setCopyFailed] = useState(false)
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
        <TextField className="form-field feed-link__field" value={link.url} isReadOnly>
          <Label>Link für Google Kalender und andere Web-Kalender</Label>
          <Input onFocus={(event) => event.currentTarget.select()} />
        </TextField>
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
