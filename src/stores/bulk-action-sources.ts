// Where the bulk bar's actions come from before anyone selects (docs/architecture.md#bulk-actions):
// features offer a loader that registers theirs (bulk-actions.ts), and the bar, whose code loads
// with the first selection, runs them all then. A start where nobody selects loads none of them.

interface Offer {
  load: () => Promise<unknown>
  /** Set while loading or once loaded; a failure clears it, so the next selection asks again. */
  loaded?: Promise<unknown>
}

const offers: Offer[] = []
let wanted = false

/** A failed source leaves the bar with the others' actions. */
function run(offer: Offer): Promise<unknown> {
  offer.loaded ??= offer.load().catch((error: unknown) => {
    offer.loaded = undefined
    console.error('Bulk actions could not be loaded', error)
  })
  return offer.loaded
}

/** Offers a feature's actions; once the bar is wanted, a source offered later runs at once. */
export function offerBulkActions(load: () => Promise<unknown>): void {
  const offer: Offer = { load }
  offers.push(offer)
  if (wanted) void run(offer)
}

/** Registers every offered feature's actions not registered yet; the bar waits for it. */
export function loadBulkActions(): Promise<unknown> {
  wanted = true
  return Promise.all(offers.map(run))
}
