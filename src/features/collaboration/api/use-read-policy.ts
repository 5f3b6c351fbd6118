import { useAtomValue } from 'jotai'
import { isOnlineAtom } from '@/offline/network-status'

/** Reads go to the service while online and to the persisted cache offline (SPEC §7). */
export function useReadPolicy(): 'network-only' | 'cache-only' {
  return useAtomValue(isOnlineAtom) ? 'network-only' : 'cache-only'
}
