// The live agenda's news for the list on screen (docs/architecture.md#live-agenda): entries created
// elsewhere that match the view, written by the live follower (loaded after the first screen) and
// shown by the feed as „N neue Einträge“ until the reader lets them in.
import { atom } from 'jotai'

export const liveNewEntriesAtom = atom<readonly string[]>([])
