// The body of every error answer of our APIs: a machine-readable code and a German message.
import { Type, type Static } from '@sinclair/typebox'

export const ApiErrorSchema = Type.Object({ code: Type.String(), message: Type.String() })

export type ApiErrorBody = Static<typeof ApiErrorSchema>
