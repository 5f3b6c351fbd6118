// The news item's text is plain text with paragraphs separated by blank lines; the page renders
// each paragraph as text, never as markup.

/** The paragraphs of a body, trimmed, without empty ones; single line breaks stay inside. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
}
