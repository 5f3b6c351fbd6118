// Finished search answers, serialized, for requests seen before. Newsroom desks ask the same few
// queries all day (today's top entries, their beat); each answer is tied to the agenda's data
// version, so any change to events or news items, on any instance, makes it miss.
const MAX_ENTRIES = 500

interface CachedAnswer {
  dataVersion: number
  body: string
}

export class SearchCache {
  private readonly answers = new Map<string, CachedAnswer>()

  /** Whether an answer is kept for the key, at whatever version: only then is a version read worth it. */
  has(key: string): boolean {
    return this.answers.has(key)
  }

  get(key: string, dataVersion: number): string | undefined {
    const answer = this.answers.get(key)
    if (!answer || answer.dataVersion !== dataVersion) return undefined
    // Re-insert so the Map's order stays least recently used first.
    this.answers.delete(key)
    this.answers.set(key, answer)
    return answer.body
  }

  set(key: string, dataVersion: number, body: string): void {
    this.answers.delete(key)
    this.answers.set(key, { dataVersion, body })
    if (this.answers.size > MAX_ENTRIES) {
      const oldest = this.answers.keys().next().value
      if (oldest !== undefined) this.answers.delete(oldest)
    }
  }
}
