import { describe, expect, it } from 'vitest'
import { Type } from '@sinclair/typebox'
import { INVALID_INPUT_MESSAGE, refusalMessage } from './refusal-message'

describe('the sentence for refused input', () => {
  const Body = Type.Object(
    {
      name: Type.String({ maxLength: 3, errorMessage: 'Der Name ist zu lang.' }),
      mail: Type.Optional(
        Type.String({ pattern: '@', errorMessage: '„{value}“ ist keine Adresse.' }),
      ),
      count: Type.Optional(Type.Integer()),
    },
    { errorMessage: 'Bitte ein Objekt.' },
  )

  it('is null for accepted input', () => {
    expect(refusalMessage(Body, { name: 'abc' })).toBeNull()
  })

  it('is the message of the node that refuses first', () => {
    expect(refusalMessage(Body, { name: 'abcd', mail: 'x' })).toBe('Der Name ist zu lang.')
    expect(refusalMessage(Body, 'Text')).toBe('Bitte ein Objekt.')
    expect(refusalMessage(Body, {})).toBe('Der Name ist zu lang.')
  })

  it('shows the refused value, cut to 100 characters', () => {
    expect(refusalMessage(Body, { name: 'a', mail: 'kein' })).toBe('„kein“ ist keine Adresse.')
    const long = refusalMessage(Body, { name: 'a', mail: 'x'.repeat(300) })
    expect(long).toBe(`„${'x'.repeat(100)}“ ist keine Adresse.`)
  })

  it('shows a refused object as JSON, also one with its own toString that is not a function', () => {
    const refused = { name: 'a', mail: { toString: '' } }
    expect(refusalMessage(Body, refused)).toBe('„{"toString":""}“ ist keine Adresse.')
  })

  it('falls back to a general sentence where no node has one', () => {
    expect(refusalMessage(Body, { name: 'a', count: 1.5 })).toBe(INVALID_INPUT_MESSAGE)
  })

  it('lets the variant of a union named by the value’s type explain', () => {
    const Rule = Type.Union([
      Type.Object({
        type: Type.Literal('a', { errorMessage: 'Unbekannter Typ.' }),
        values: Type.Array(Type.String({ pattern: '^a+$', errorMessage: 'Nur a.' })),
      }),
      Type.Object({
        type: Type.Literal('b', { errorMessage: 'Unbekannter Typ.' }),
        values: Type.Array(Type.String({ pattern: '^b+$', errorMessage: 'Nur b.' })),
      }),
    ])
    expect(refusalMessage(Rule, { type: 'b', values: ['a'] })).toBe('Nur b.')
    expect(refusalMessage(Rule, { type: 'a', values: ['b'] })).toBe('Nur a.')
    expect(refusalMessage(Rule, { type: 'c', values: [] })).toBe('Unbekannter Typ.')
  })
})
