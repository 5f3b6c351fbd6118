import { describe, expect, it } from 'vitest'
import { parse, print, type DocumentNode } from 'graphql'
import * as documents from './generated/operations'
import * as followedTexts from './generated/followed-texts'
import * as otherTexts from './generated/operation-texts'

/** The definitions of a document as printed, in a fixed order: fragments may come in any. */
const printedDefinitions = (document: DocumentNode) =>
  document.definitions.map((definition) => print(definition)).sort()

describe('the operations as text (scripts/codegen.ts)', () => {
  it('holds each operation with the fragments it uses, as its typed document does', () => {
    const entries = Object.entries({ ...followedTexts, ...otherTexts })
    expect(entries.length).toBeGreaterThan(0)
    for (const [name, text] of entries) {
      const operation = name.replace(/Text$/, '')
      const document = (documents as Record<string, unknown>)[`${operation}Document`]
      expect(document, operation).toBeDefined()
      expect(text.operationName).toBe(operation)
      expect(printedDefinitions(parse(text.query))).toEqual(
        printedDefinitions(document as DocumentNode),
      )
    }
  })
})
