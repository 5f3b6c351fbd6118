// Reads the text PostgreSQL prints for a tsquery (`'wahl':* & !( 'tag' <-> 'einheit' )`) into a
// tree. The percolator indexes searches by it and rules out those whose words an entry lacks; it
// decides a match itself only for queries without phrase operators or weights over a non-empty
// vector, where @@ is plain boolean logic over present lexemes. Everything else (phrase distances,
// the weights of `titel:` and `ort:`, stripped vectors) PostgreSQL decides against the same tsquery.

export type TsNode =
  | { op: 'lexeme'; lexeme: string; prefix: boolean; weighted: boolean }
  | { op: 'not'; operand: TsNode }
  | { op: 'and' | 'or' | 'phrase'; left: TsNode; right: TsNode }

/** Lexemes and lexeme prefixes an entry's words offer, as the percolator's keys name them. */
export const lexemeKey = (lexeme: string) => `w:${lexeme}`
export const prefixKey = (prefix: string) => `p:${prefix}`

const keyOf = (node: { lexeme: string; prefix: boolean }) =>
  node.prefix ? prefixKey(node.lexeme) : lexemeKey(node.lexeme)

class Reader {
  private at = 0
  constructor(private readonly text: string) {}

  private skipSpaces() {
    while (this.text[this.at] === ' ') this.at++
  }

  private peek(): string | undefined {
    this.skipSpaces()
    return this.text[this.at]
  }

  private fail(): never {
    throw new Error(`unreadable tsquery at ${this.at}: ${this.text}`)
  }

  /** Lowest precedence first: | below & below <-> below !. */
  or(): TsNode {
    let left = this.and()
    while (this.peek() === '|') {
      this.at++
      left = { op: 'or', left, right: this.and() }
    }
    return left
  }

  private and(): TsNode {
    let left = this.phrase()
    while (this.peek() === '&') {
      this.at++
      left = { op: 'and', left, right: this.phrase() }
    }
    return left
  }

  private phrase(): TsNode {
    let left = this.unary()
    while (this.peek() === '<') {
      const distance = /^<(-|\d+)>/.exec(this.text.slice(this.at))
      if (!distance) this.fail()
      this.at += distance[0].length
      left = { op: 'phrase', left, right: this.unary() }
    }
    return left
  }

  private unary(): TsNode {
    const next = this.peek()
    if (next === '!') {
      this.at++
      return { op: 'not', operand: this.unary() }
    }
    if (next === '(') {
      this.at++
      const inner = this.or()
      if (this.peek() !== ')') this.fail()
      this.at++
      return inner
    }
    if (next === "'") return this.lexeme()
    return this.fail()
  }

  /** `'it''s'`, with `\` escaping the next character, then `:` with `*` and weights. */
  private lexeme(): TsNode {
    let lexeme = ''
    this.at++
    for (;;) {
      const char = this.text[this.at]
      if (char === undefined) this.fail()
      if (char === '\\') {
        lexeme += this.text[this.at + 1] ?? this.fail()
        this.at += 2
      } else if (char === "'" && this.text[this.at + 1] === "'") {
        lexeme += "'"
        this.at += 2
      } else if (char === "'") {
        this.at++
        break
      } else {
        lexeme += char
        this.at++
      }
    }
    const flags = /^:[*A-Da-d]*/.exec(this.text.slice(this.at))?.[0] ?? ''
    this.at += flags.length
    return { op: 'lexeme', lexeme, prefix: flags.includes('*'), weighted: /[A-Da-d]/.test(flags) }
  }

  end() {
    if (this.peek() !== undefined) this.fail()
  }
}

/** The tree of a tsquery's text; null for the empty tsquery, which matches nothing. */
export function readTsquery(text: string): TsNode | null {
  if (text.trim() === '') return null
  const reader = new Reader(text)
  const tree = reader.or()
  reader.end()
  return tree
}

/**
 * Keys of which an entry must offer at least one for the tsquery to match it, or null when no
 * such set is known (a negation can match without any word). Both sides of & and <-> are needed,
 * so the smaller set of either serves; | needs one of its sides.
 */
export function necessaryKeys(node: TsNode): Set<string> | null {
  switch (node.op) {
    case 'lexeme':
      return new Set([keyOf(node)])
    case 'not':
      return null
    case 'or': {
      const left = necessaryKeys(node.left)
      const right = necessaryKeys(node.right)
      return left && right ? new Set([...left, ...right]) : null
    }
    default: {
      const left = necessaryKeys(node.left)
      const right = necessaryKeys(node.right)
      if (!left || !right) return left ?? right
      return left.size <= right.size ? left : right
    }
  }
}

/**
 * False only when the tsquery cannot match an entry offering these keys: words must be present,
 * while positions and negations are left to PostgreSQL (a negation may always hold).
 */
export function mayMatch(node: TsNode, offered: ReadonlySet<string>): boolean {
  switch (node.op) {
    case 'lexeme':
      return offered.has(keyOf(node))
    case 'not':
      return true
    case 'or':
      return mayMatch(node.left, offered) || mayMatch(node.right, offered)
    default:
      return mayMatch(node.left, offered) && mayMatch(node.right, offered)
  }
}

/**
 * Whether the tsquery has a phrase operator or a lexeme held to weights (`'wahl':A`), whose
 * positions only PostgreSQL reads.
 */
export function readsPositions(node: TsNode): boolean {
  switch (node.op) {
    case 'lexeme':
      return node.weighted
    case 'not':
      return readsPositions(node.operand)
    case 'phrase':
      return true
    default:
      return readsPositions(node.left) || readsPositions(node.right)
  }
}

/**
 * `vector @@ query` for a query without phrase operators or weights over a non-empty vector: then every
 * lexeme is simply present or not, and PostgreSQL's & | ! are plain boolean logic.
 */
export function holds(node: TsNode, offered: ReadonlySet<string>): boolean {
  switch (node.op) {
    case 'lexeme':
      return offered.has(keyOf(node))
    case 'not':
      return !holds(node.operand, offered)
    case 'or':
      return holds(node.left, offered) || holds(node.right, offered)
    default:
      return holds(node.left, offered) && holds(node.right, offered)
  }
}
