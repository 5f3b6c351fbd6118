// The one way to navigate from outside React: the start's sign-in leaves a provider callback's
// address before the session changes (docs/architecture.md#start-up). The declarative router keeps
// its history to itself, so a component inside it lends the start its navigate function.
import { useLayoutEffect } from 'react'
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom'

let navigateNow: NavigateFunction | undefined
let mounted: () => void = () => undefined
const whenMounted = new Promise<void>((resolve) => (mounted = resolve))
/** Who waits for the next address to be rendered. */
const waiting = new Set<() => void>()

/** Rendered inside the router, once. */
export function NavigationSeam(): null {
  const navigate = useNavigate()
  const location = useLocation()
  useLayoutEffect(() => {
    navigateNow = navigate
    mounted()
  }, [navigate])
  useLayoutEffect(() => {
    for (const resolve of waiting) resolve()
    waiting.clear()
  }, [location])
  return null
}

/**
 * Replaces the address with `path` and settles once the app has rendered it: outside an event the
 * router renders a navigation after the call has returned, and what the caller does next (a change
 * of the session) must not be decided on the old address.
 */
export async function showPath(path: string): Promise<void> {
  await whenMounted
  const navigate = navigateNow
  if (!navigate) return
  const rendered = new Promise<void>((resolve) => waiting.add(resolve))
  await navigate(path, { replace: true })
  await rendered
}
