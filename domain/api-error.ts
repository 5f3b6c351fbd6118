/** The body of every error answer of our APIs: a machine-readable code and a German message. */
export interface ApiErrorBody {
  code: string
  message: string
}
