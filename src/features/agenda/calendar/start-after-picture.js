// The start of a page that carries Monat's picture (docs/architecture.md#start-picture): the
// service worker took the app's entry script out of the page and put this classic script after
// the picture, so the browser paints the picture before the app's code is evaluated. It loads the
// entry once a frame has been drawn, or after a short while in a tab that draws none.
;(() => {
  const entry = document.currentScript?.dataset.entry
  if (!entry) return
  let started = false
  const start = () => {
    if (started) return
    started = true
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    document.head.append(script)
  }
  requestAnimationFrame(() => setTimeout(start))
  setTimeout(start, 250)
})()
