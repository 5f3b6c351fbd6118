// The help popover of the search field: the syntax (docs/product.md#search-syntax) by example.
// Uses the browser's popover attribute: no library, light dismiss and Escape for free.
import { buttonClassName } from '@/components/ui/button'
import './search-field.css'

const EXAMPLES: { example: string; meaning: string }[] = [
  { example: 'Bundestag Haushalt', meaning: 'beide Begriffe (Leerzeichen)' },
  { example: '"Tag der Deutschen Einheit"', meaning: 'genau diese Wortfolge' },
  { example: 'Messe ODER Ausstellung', meaning: 'einer der Begriffe (auch OR, ||)' },
  { example: 'Wahl UND Sachsen', meaning: 'beide Begriffe (auch AND, Komma)' },
  { example: 'Silvester NICHT Feuerwerk', meaning: 'ohne Feuerwerk (auch NOT, -Feuerwerk)' },
  { example: 'Klima*', meaning: 'Wortanfang: Klimagipfel, Klimaschutz …' },
  { example: 'Baden-Württemberg', meaning: 'Umlaute und Bindestriche gehören zum Wort' },
]

export function SearchHelp() {
  return (
    <>
      <button
        type="button"
        className={`${buttonClassName('quiet')} icon-button`}
        popoverTarget="search-help"
        aria-label="Hilfe zur Suche"
      >
        ?
      </button>
      <div
        id="search-help"
        popover="auto"
        className="search-help"
        role="dialog"
        aria-label="Hilfe zur Suche"
      >
        <h2>So suchen Sie</h2>
        <dl>
          {EXAMPLES.map(({ example, meaning }) => (
            <div key={example}>
              <dt>
                <code>{example}</code>
              </dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
        <h2>Tastatur</h2>
        <dl>
          <div>
            <dt>
              <kbd>/</kbd>
            </dt>
            <dd>zur Suche</dd>
          </div>
          <div>
            <dt>
              <kbd>Alt</kbd>+<kbd>Umschalt</kbd>+<kbd>E</kbd>
            </dt>
            <dd>zum ersten Termin; dann Pfeiltasten zum nächsten</dd>
          </div>
        </dl>
        <button
          type="button"
          className={buttonClassName('secondary')}
          popoverTarget="search-help"
          popoverTargetAction="hide"
        >
          Schließen
        </button>
      </div>
    </>
  )
}
