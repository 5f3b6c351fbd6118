// Once a profile is loaded, the query parameters ticket and path leave the address
// (docs/product.md#routes).
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { profileAtom } from '@/lib/auth/auth-atoms'

const PROFILE_PARAMS = ['ticket', 'path']

export function useRemoveProfileParams(): void {
  const profile = useAtomValue(profileAtom)
  const { pathname, search, hash, state } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    const params = new URLSearchParams(search)
    if (!profile || !PROFILE_PARAMS.some((name) => params.has(name))) return
    for (const name of PROFILE_PARAMS) params.delete(name)
    const rest = params.toString()
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, state })
  }, [profile, pathname, search, hash, state, navigate])
}
