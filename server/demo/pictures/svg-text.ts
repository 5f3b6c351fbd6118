// Text inside the pictures' SVG: every string is escaped for XML (and stripped of characters XML
// cannot hold), and long titles are wrapped by an estimate of the glyphs' width.

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

// Control characters and lone surrogates make a document that is not XML at all.
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** The text as XML character data or attribute value. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? '')
}

/** About how wide a line of `fontSize` px may be in characters, for a common sans-serif. */
export const charactersFitting = (width: number, fontSize: number) =>
  Math.floor(width / (fontSize * 0.54))

/** Words in at most `maxLines` lines of about `lineLength` characters; the last ends in „…“ if cut. */
export function wrapText(text: string, lineLength: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.trim().split(/\s+/)) {
    if (!word) continue
    const candidate = line ? `${line} ${word}` : word
    if (candidate.length <= lineLength || !line) {
      line = candidate
      continue
    }
    lines.push(line)
    line = word
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines && lines.every((each) => each.length <= lineLength)) return lines
  const kept = lines.slice(0, maxLines)
  const last = kept[kept.length - 1] ?? ''
  kept[kept.length - 1] = `${last.slice(0, Math.max(1, lineLength - 1)).trimEnd()}…`
  return kept
}

/** `<text>` with one `<tspan>` per line, each line escaped. */
export function textLines(
  lines: string[],
  attributes: { x: number; y: number; lineHeight: number; [name: string]: string | number },
): string {
  const { x, y, lineHeight, ...rest } = attributes
  const extra = Object.entries(rest)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('')
  const spans = lines
    .map(
      (line, index) =>
        `<tspan x="${x}" dy="${index === 0 ? 0 : lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('')
  return `<text x="${x}" y="${y}"${extra}>${spans}</text>`
}

export const FONT_FAMILY =
  "'Source Sans 3', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif"
