// One queue for the panels and prompts that float over the page (docs/product.md#messages): the
// cookie panel, the update prompt and the zen prompt each ask for a turn and only the first in the
// queue is shown; the next one appears when it is closed. None of them appears on the pages that
// decide about access, so nothing covers their buttons.
import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'

/**
 * In the order they go first: the cookie panel the reader asked for (from the footer), then the
 * new version, then the invitation to try the simple presentation, which can wait.
 */
const OVERLAYS = ['cookie-panel', 'update-prompt', 'zen-prompt'] as const
export type OverlayName = (typeof OVERLAYS)[number]

/** Pages where no panel or prompt appears: the reader has to act on them first. */
const PAGES_WITHOUT_OVERLAYS = new Set(['/unauthorized', '/consent'])

export const allowsOverlays = (pathname: string): boolean => !PAGES_WITHOUT_OVERLAYS.has(pathname)

/** Waiting overlays, first to go first; the first is the one shown. */
export const overlayQueueAtom = atom<OverlayName[]>([])

export const joinQueue = (queue: OverlayName[], name: OverlayName): OverlayName[] =>
  OVERLAYS.filter((overlay) => overlay === name || queue.includes(overlay))

export const leaveQueue = (queue: OverlayName[], name: OverlayName): OverlayName[] =>
  queue.filter((waiting) => waiting !== name)

/** Joins the queue while `wanted`; true while it is this overlay's turn to be shown. */
export function useOverlayTurn(name: OverlayName, wanted: boolean): boolean {
  const setQueue = useSetAtom(overlayQueueAtom)
  const first = useAtomValue(overlayQueueAtom)[0]
  useEffect(() => {
    if (!wanted) return
    setQueue((queue) => joinQueue(queue, name))
    return () => setQueue((queue) => leaveQueue(queue, name))
  }, [name, wanted, setQueue])
  return wanted && first === name
}
