// „Drucken“ above a view: the browser's print of what the view shows, laid out for paper by the
// print stylesheets (docs/product.md#printing). Works offline: nothing is loaded.
import { buttonClassName } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'

export function PrintButton() {
  return (
    <button
      type="button"
      className={`${buttonClassName('secondary')} print-button`}
      aria-label="Ansicht drucken"
      onClick={() => window.print()}
    >
      <Icon name="printer" size="small" />
      {/* A phone shows the icon alone; the name stays for screen readers. */}
      <span className="visually-hidden-on-phone">Drucken</span>
    </button>
  )
}
