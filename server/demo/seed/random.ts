// A small seeded random source for the demo data: the same seed always yields the same agenda.
// mulberry32 is fast and good enough for picking titles and times; it is not for secrets.

export interface Random {
  /** A float in [0, 1). */
  next(): number
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** Up to `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[]
}

/** FNV-1a, 32 bits: a seed's number, or a short fingerprint of a text. */
export function hashText(text: string): number {
  let hash = 2166136261
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 16777619)
  }
  return hash >>> 0
}

export function createRandom(seed: string): Random {
  let state = hashText(seed)
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    sample(items, count) {
      const pool = [...items]
      const chosen = []
      while (chosen.length < count && pool.length > 0) {
        chosen.push(...pool.splice(Math.floor(next() * pool.length), 1))
      }
      return chosen
    },
  }
}
