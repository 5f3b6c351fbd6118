// POST /useradmin/support (docs/product.md#help): a message to the customer service, with an
// optional screenshot and the diagnostics the user left on, checked alike by the form and the
// server. The plain constants live in support-limits.ts, which the first screen may import.
import { Type, type Static } from '@sinclair/typebox'
import { NOT_AN_OBJECT } from './saved-search-resource'
import { SingleLineText } from './safe-text'
import { UserLine, UserText } from './user-text'
import {
  SCREENSHOT_TOO_LARGE_MESSAGE,
  SCREENSHOT_TYPE_MESSAGE,
  SUPPORT_ERRORS_MAX,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SCREENSHOT_MAX_BYTES,
  SUPPORT_SUBJECT_MAX_LENGTH,
} from './support-limits'

/** The screenshot's bytes as base64: four characters for every three bytes. */
const SCREENSHOT_BASE64_MAX_LENGTH = Math.ceil(SUPPORT_SCREENSHOT_MAX_BYTES / 3) * 4

export const SupportDiagnosticsSchema = Type.Object(
  {
    appVersion: SingleLineText({ maxLength: 100 }),
    userAgent: SingleLineText({ maxLength: 500 }),
    online: Type.Boolean(),
    page: SingleLineText({ maxLength: 2000 }),
    errors: Type.Array(SingleLineText({ maxLength: 500 }), { maxItems: SUPPORT_ERRORS_MAX }),
  },
  { additionalProperties: false, errorMessage: 'Die Diagnosedaten sind unvollständig.' },
)
export type SupportDiagnostics = Static<typeof SupportDiagnosticsSchema>

export const SupportRequestSchema = Type.Object(
  {
    subject: UserLine('Der Betreff', {
      minLength: 1,
      maxLength: SUPPORT_SUBJECT_MAX_LENGTH,
      errorMessage: `Bitte geben Sie einen Betreff an (höchstens ${SUPPORT_SUBJECT_MAX_LENGTH} Zeichen, eine Zeile).`,
    }),
    message: UserText('Die Nachricht', {
      minLength: 1,
      maxLength: SUPPORT_MESSAGE_MAX_LENGTH,
      errorMessage: `Bitte beschreiben Sie Ihr Anliegen (höchstens ${SUPPORT_MESSAGE_MAX_LENGTH} Zeichen).`,
    }),
    screenshot: Type.Optional(
      Type.Object(
        {
          name: SingleLineText({ maxLength: 200 }),
          data: Type.String({
            minLength: 1,
            maxLength: SCREENSHOT_BASE64_MAX_LENGTH,
            pattern: '^[A-Za-z0-9+/]+={0,2}$',
            errorMessage: SCREENSHOT_TOO_LARGE_MESSAGE,
          }),
        },
        { additionalProperties: false, errorMessage: SCREENSHOT_TYPE_MESSAGE },
      ),
    ),
    diagnostics: Type.Optional(SupportDiagnosticsSchema),
  },
  NOT_AN_OBJECT,
)
export type SupportRequest = Static<typeof SupportRequestSchema>

export const SupportAcceptedSchema = Type.Object({
  /** Named in the confirmation and the mail's subject, e.g. „S-20261124-7KQ2“. */
  reference: Type.String(),
})
export type SupportAccepted = Static<typeof SupportAcceptedSchema>
