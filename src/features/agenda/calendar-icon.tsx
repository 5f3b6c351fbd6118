/** The calendar glyph of the date picker and its stand-in. */
export function CalendarIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  )
}
