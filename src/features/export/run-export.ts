// One export as the reader lives it (docs/product.md#export): offline it says at once that it
// needs a connection; online a note says the file is being made, then the download starts or
// the reason it could not be made is shown.
import { isOffline } from '@/offline/network-status'
import { messageBarAtom, showMessage } from '@/stores/message-bar'
import { getDefaultStore } from 'jotai'
import { failureText, showExportNeedsConnection } from './export-messages'
import { saveFile } from './save-file'

export interface ExportJob {
  /** „Der Kalender“, „Das PDF“: the subject of the messages. */
  what: string
  fileName: string
  read: () => Promise<Blob>
}

/** Runs the export; resolves true when the file was handed to the browser. */
export async function runExport({ what, fileName, read }: ExportJob, store = getDefaultStore()) {
  if (isOffline()) {
    showExportNeedsConnection(store)
    return false
  }
  const note = showMessage({ type: 'info', text: `${what} wird erstellt …`, stay: true }, store)
  try {
    saveFile(await read(), fileName)
    showMessage(
      { type: 'success', text: `${what} wurde heruntergeladen.`, icon: 'check-circle' },
      store,
    )
    return true
  } catch (error) {
    console.error(`${what}: export failed`, error)
    showMessage({ type: 'error', text: failureText(what, error) }, store)
    return false
  } finally {
    // A later message may have replaced the note already; only the note itself is taken away.
    if (store.get(messageBarAtom)?.id === note) store.set(messageBarAtom, null)
  }
}
