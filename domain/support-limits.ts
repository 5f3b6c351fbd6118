// The support's address and phone, and the limits of a support request (docs/product.md#help):
// plain constants, without TypeBox, so the first screen (the error recorder) may import them.
export const SUPPORT_EMAIL = 'agenda-support@agenda.test'
export const SUPPORT_PHONE = '+49 30 1234567'
export const SUPPORT_HOURS = 'Mo–Fr, 8–18 Uhr'

export const SUPPORT_SUBJECT_MAX_LENGTH = 150
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000
export const SUPPORT_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024
export const SUPPORT_SCREENSHOT_TYPES = ['image/png', 'image/jpeg'] as const
/** How many of the last client errors the diagnostics carry. */
export const SUPPORT_ERRORS_MAX = 5

export const SCREENSHOT_TOO_LARGE_MESSAGE = 'Der Screenshot darf höchstens 5 MB groß sein.'
export const SCREENSHOT_TYPE_MESSAGE = 'Der Screenshot muss ein PNG- oder JPEG-Bild sein.'
