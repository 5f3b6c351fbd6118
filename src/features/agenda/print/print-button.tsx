// „Drucken“ above a view: the browser's print of what the view shows, laid out for paper by the
// print stylesheets (docs/product.md#printing). A list view reads its remaining pages first
// (use-print-view.ts); offline nothing is loaded.
import { buttonClassName } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'

interface PrintButtonProps {
  onPrint: () => void
  /** While the rest of the range is read before printing. */
  preparing: boolean
}

export function PrintButton({ onPrint, preparing }: PrintButtonProps) {
  return (
    <button
      type="button"
      className={`${buttonClassName('secondary')} print-button`}
      aria-label={preparing ? 'Druck wird vorbereitet' : 'Ansicht drucken'}
      aria-busy={preparing}
      onClick={onPrint}
    >
      <Icon name="printer" size="small" />
      {/* A phone shows the icon alone; the name stays for screen readers. */}
      <span className="visually-hidden-on-phone">Drucken</span>
    </button>
  )
}
