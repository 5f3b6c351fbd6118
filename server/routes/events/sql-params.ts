/** Collects positional parameters while SQL text is assembled, so user input never enters it. */
export class SqlParams {
  readonly values: unknown[] = []

  /** Adds a value and returns its placeholder, e.g. `$3`. */
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}
