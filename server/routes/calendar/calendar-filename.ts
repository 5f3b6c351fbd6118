// File names of downloaded calendars: the entry's title as plain ASCII words joined by hyphens,
// so every browser and mail client keeps the name as it is („Plenarsitzung im Landtag“ →
// plenarsitzung-im-landtag.ics).

const GERMAN_LETTERS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' }
const MAX_SLUG_LENGTH = 60

export function calendarFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => GERMAN_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    // Accents fall off as the combining marks NFKD splits them into.
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '')
  return `${slug || 'termin'}.ics`
}
