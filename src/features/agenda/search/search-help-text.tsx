// The search help's text (docs/product.md#search-syntax), loaded when the reader reaches for the
// help's button: nothing the first screen shows (docs/architecture.md#start-up).
const EXAMPLES: { example: string; meaning: string }[] = [
  { example: 'Bundestag Haushalt', meaning: 'beide Begriffe (Leerzeichen)' },
  { example: '"Tag der Deutschen Einheit"', meaning: 'genau diese Wortfolge' },
  { example: 'Messe ODER Ausstellung', meaning: 'einer der Begriffe (auch OR, ||)' },
  { example: 'Wahl UND Sachsen', meaning: 'beide Begriffe (auch AND, Komma)' },
  { example: 'Silvester NICHT Feuerwerk', meaning: 'ohne Feuerwerk (auch NOT, -Feuerwerk)' },
  { example: 'Klima*', meaning: 'Wortanfang: Klimagipfel, Klimaschutz …' },
  { example: 'Baden-Württemberg', meaning: 'Umlaute und Bindestriche gehören zum Wort' },
  { example: 'titel:Pressekonferenz', meaning: 'nur im Titel' },
  { example: 'ort:"Haus der Bundespressekonferenz"', meaning: 'nur im Ort' },
]

export default function SearchHelpText() {
  return (
    <>
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
    </>
  )
}
