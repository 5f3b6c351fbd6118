// pdfmake on the server, set up once: the Roboto files pdfmake ships (so every server has fonts
// with umlauts, Debian fonts or not; pdfmake embeds the glyphs used), and no access to the network
// or to files beyond those fonts, whatever a document names.
import { createRequire } from 'node:module'
import path from 'node:path'
import type { TDocumentDefinitions } from 'pdfmake/interfaces'

// pdfmake is CommonJS whose export is one configured object; require gives exactly that object.
const require = createRequire(import.meta.url)
const pdfmake = require('pdfmake') as typeof import('pdfmake')
const FONT_DIR = path.join(path.dirname(require.resolve('pdfmake/fonts/Roboto.js')), 'Roboto')

pdfmake.setFonts({
  Roboto: {
    normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
})
pdfmake.setUrlAccessPolicy(() => false)
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR + path.sep))

/** The PDF as a stream of bytes, ended: pipe it to the reply. */
export async function printPdf(document: TDocumentDefinitions): Promise<NodeJS.ReadableStream> {
  const pdf = await pdfmake.createPdf(document).getStream()
  // pdfmake hands over PDFKit's document open; ending it writes the pages out to the stream.
  pdf.end()
  return pdf
}
