// The head of a printed view below its title (the page's h1, shown on paper): what the page holds
// and when it was printed. On paper only (print-header.css, which also notes a print of the
// selection); the screen has the toolbar for all of it.
import { formatDateTime } from '@domain/berlin-time'
import { usePrintStart } from '@/lib/print/printing'
import './print-header.css'

/** `heading`: what the page holds, in words (print-heading.ts). */
export function PrintHeader({ heading }: { heading: string }) {
  // The paper says how current it is.
  const printStart = usePrintStart()
  return (
    <header className="print-header">
      <p className="print-header__heading">{heading}</p>
      {printStart !== null && (
        <p className="print-header__printed">Stand: {formatDateTime(printStart)} Uhr</p>
      )}
    </header>
  )
}
