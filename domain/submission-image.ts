// A submission's image (issue 17): the upload's limits and sentences, for the form and the API.
import { Type } from '@sinclair/typebox'

export const SUBMISSION_IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const SUBMISSION_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const
export const SUBMISSION_IMAGE_TOO_LARGE_MESSAGE = 'Das Bild darf höchstens 5 MB groß sein.'
export const SUBMISSION_IMAGE_INVALID_MESSAGE = 'Das Bild muss ein JPEG- oder PNG-Bild sein.'

/** The picture as base64 in JSON, as the support's screenshot: one way of sending for both. */
export const ImageUploadSchema = Type.Object(
  {
    data: Type.String({
      minLength: 1,
      // base64 of at most 5 MB, with a little room for padding.
      maxLength: Math.ceil((SUBMISSION_IMAGE_MAX_BYTES * 4) / 3) + 4,
      errorMessage: SUBMISSION_IMAGE_TOO_LARGE_MESSAGE,
    }),
  },
  { additionalProperties: false, errorMessage: 'Bitte ein Bild senden.' },
)

export const ImageUploadedSchema = Type.Object({
  id: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
})
