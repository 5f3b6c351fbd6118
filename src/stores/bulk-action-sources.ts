// Where the bulk bar's actions come from before anyone selects (docs/architecture.md#bulk-actions):
// features offer a loader that registers theirs (bulk-actions.ts), and the bar, whose code loads
// with the first selection, runs them all then. A start where nobody selects loads none of them.

type Source = () => Promise<unknown>

const sources: Source[] = []
let loading: Promise<unknown> | undefined

/** A failed source leaves the bar with the others' actions; the next load tries it again. */
function run(source: Source): Promise<unknown> {
  return source().catch((error: unknown) => {
    loading = undefined
    console.error('Bulk actions could not be loaded', error)
  })
}

/** Offers a feature's actions; once the bar is wanted, a source offered later runs at once. */
export function offerBulkActions(source: Source): void {
  sources.push(source)
  if (loading) void run(source)
}

/** Registers every offered feature's actions, once; the bar waits for it. */
export function loadBulkActions(): Promise<unknown> {
  loading ??= Promise.all(sources.map(run))
  return loading
}
