// Hands a file the app has read to the browser's download, under a name the reader recognises.

/** „Landtag Brandenburg: Haushalt 2027“ → „landtag-brandenburg-haushalt-2027“. */
export function fileSlug(text: string, fallback = 'agenda'): string {
  const slug = text
    .toLocaleLowerCase('de')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return slug || fallback
}

export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The download has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
