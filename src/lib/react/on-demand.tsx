// Components whose code loads on demand, shown in place of a fallback until it is here. Not
// React.lazy: React holds back the reveal of suspended content for up to 300 ms after a fallback
// appeared, which delayed the first screen by as much. Here the loaded code is plain state.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react'

export interface OnDemand<Props extends object> {
  Component: ComponentType<Props>
  /** Starts loading ahead of the first render; loaded code renders without any fallback. */
  preload: () => Promise<unknown>
}

export function onDemand<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  fallback: ReactNode = null,
): OnDemand<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<unknown> | undefined
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default
      },
      (error: unknown) => {
        loading = undefined // a later render may try again
        throw error
      },
    ))

  function Component(props: Props) {
    // State, not the module variable alone: code arriving between render and effect must still
    // lead to a render.
    const [Loaded, setLoaded] = useState(() => loaded)
    const [failure, setFailure] = useState<Error | null>(null)
    useEffect(() => {
      if (Loaded) return
      let mounted = true
      preload().then(
        () => mounted && setLoaded(() => loaded),
        (error: unknown) =>
          mounted && setFailure(error instanceof Error ? error : Error(String(error))),
      )
      return () => {
        mounted = false
      }
    }, [Loaded])
    if (failure) throw failure // to the route's error boundary, like a failed React.lazy
    return Loaded ? <Loaded {...props} /> : fallback
  }
  return { Component, preload }
}
