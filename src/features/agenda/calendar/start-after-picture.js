// The start of a page that carries Monat's picture (docs/architecture.md#start-picture): the
// service worker took the app's entry script and module preloads out of the page and put this
// classic script after the picture, so the browser fetches only what the picture needs before
// painting it. Running here, the stylesheets have come (a classic script waits for them): it
// fetches the app's modules now and evaluates the entry once a frame has been drawn, or after a
// short while in a tab that draws none.
;(() => {
  const { entry, modules = '' } = document.currentScript?.dataset ?? {}
  if (!entry) return
  for (const href of modules.split(' ').filter(Boolean)) {
    const preload = document.createElement('link')
    preload.rel = 'modulepreload'
    preload.crossOrigin = ''
    preload.href = href
    document.head.append(preload)
  }
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
