// Where the page is, without the search: the feed writes the search it shows into its address
// (`q`, `filter`, docs/product.md#search-links), so a test of where a navigation leads compares
// the path and the parameters it names, not the whole address.

/** For `expect(page).toHaveURL(…)`: the path is `expected`'s, and each of its parameters is there. */
export function atAddress(expected: string) {
  const want = new URL(expected, 'http://localhost')
  return (url: URL) =>
    url.pathname === want.pathname &&
    [...want.searchParams].every(([name, value]) => url.searchParams.getAll(name).includes(value))
}
