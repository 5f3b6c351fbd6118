import { useAtomValue } from 'jotai'
import { isOnlineAtom } from '@/offline/network-status'

/** Reads go to the service while online and to the persisted cache offline
 * (docs/architecture.md#collaboration-client). */
export function useReadPolicy(): 'network-only' | 'cache-only' {
  return useAtomValue(isOnlineAtom) ? 'network-only' : 'cache-only'
}
