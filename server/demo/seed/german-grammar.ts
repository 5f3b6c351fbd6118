// German articles for the demo texts: every venue and university in data/places.json carries its
// gender, and a name that starts with an adjective its dative form ("im Deutschen Theater"), so a
// template never writes "im Elbphilharmonie" or "in der Kongresshaus Stadthalle".
export type Gender = 'm' | 'f' | 'n' | 'pl'

export interface Named {
  name: string
  gender: Gender
  /** The name after a dative article, when it differs ("Deutschen Theater", "Glocke"). */
  dative?: string | undefined
}

const DATIVE_ARTICLE: Record<Gender, string> = { m: 'dem', f: 'der', n: 'dem', pl: 'den' }

const dativeName = (named: Named) => named.dative ?? named.name

/** "in" with the dative: "im Gewandhaus", "in der Semperoper", "in den Westfalenhallen". */
export function inPlace(named: Named): string {
  const article = DATIVE_ARTICLE[named.gender]
  return `${article === 'dem' ? 'im' : `in ${article}`} ${dativeName(named)}`
}

/** "an" with the dative: "am Deutschen Theater", "an der Universität Leipzig". */
export function atPlace(named: Named): string {
  const article = DATIVE_ARTICLE[named.gender]
  return `${article === 'dem' ? 'am' : `an ${article}`} ${dativeName(named)}`
}
