/** „2,4 MB“, „870 KB“: storage sizes the German way, in units of 1,024. */
export function formatBytes(bytes: number): string {
  const units = ['Bytes', 'KB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  return `${value.toLocaleString('de-DE', { maximumFractionDigits: digits })} ${units[unit]}`
}
