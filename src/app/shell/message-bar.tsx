// Renders the message bar (docs/product.md#messages) from messageBarAtom: info, success or error,
// with optional icon and action, left or right; gone after 3000 ms unless it was asked to stay.
import { useAtom } from 'jotai'
import { useEffect } from 'react'
import { Icon } from '@/components/ui/icon'
import { MESSAGE_BAR_DURATION_MS, messageBarAtom } from '@/stores/message-bar'
import './message-bar.css'

export function MessageBar() {
  const [message, setMessage] = useAtom(messageBarAtom)

  useEffect(() => {
    if (!message || message.stay) return
    const timer = window.setTimeout(() => setMessage(null), MESSAGE_BAR_DURATION_MS)
    return () => window.clearTimeout(timer)
  }, [message, setMessage])

  // The live region stays in the page so screen readers announce each new message.
  return (
    <div
      className={`message-bar message-bar--${message?.placement ?? 'left'}`}
      role="status"
      aria-live="polite"
    >
      {message && (
        <div className={`message-bar__message message-bar__message--${message.type}`}>
          {message.icon && <Icon name={message.icon} />}
          <p className="message-bar__text">{message.text}</p>
          {message.actionLabel && (
            <button
              type="button"
              className="message-bar__action"
              onClick={() => {
                message.onAction?.()
                setMessage(null)
              }}
            >
              {message.actionLabel}
            </button>
          )}
          <button
            type="button"
            className="message-bar__close"
            aria-label="Meldung schließen"
            onClick={() => setMessage(null)}
          >
            <Icon name="close" size="small" />
          </button>
        </div>
      )}
    </div>
  )
}
