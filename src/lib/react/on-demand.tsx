// Code that loads on demand: a module a hook reads once it is here, or a component shown in place
// of a fallback until it is. Not React.lazy: React holds back the reveal of suspended content for
// up to 300 ms after a fallback appeared, which delayed the first screen by as much. Here the
// loaded code is plain state.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react'

export interface OnDemandOptions {
  /**
   * The page cannot work without this code: a failed load goes to the route's error boundary, like
   * a failed React.lazy. Otherwise (a part of a page) the fallback stays and the load is tried
   * again when the browser is back online, so a part missing offline does not take the page down.
   */
  essential?: boolean
}

export interface OnDemandModule<Module> {
  /** The module once loaded (undefined before); starts loading when `wanted`. */
  useModule: (wanted?: boolean) => Module | undefined
  /** Starts loading ahead of the first render; loaded code renders without any fallback. */
  preload: () => Promise<unknown>
}

export function onDemandModule<Module>(
  load: () => Promise<Module>,
  { essential = false }: OnDemandOptions = {},
): OnDemandModule<Module> {
  let loaded: Module | undefined
  let loading: Promise<unknown> | undefined
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module
      },
      (error: unknown) => {
        loading = undefined // a later render may try again
        throw error
      },
    ))

  function useModule(wanted = true) {
    // State, not the module variable alone: code arriving between render and effect must still
    // lead to a render.
    const [module, setModule] = useState(() => loaded)
    const [failure, setFailure] = useState<Error | null>(null)
    const [attempt, setAttempt] = useState(0)
    useEffect(() => {
      if (module || !wanted) return
      let mounted = true
      const tryAgainOnline = () => {
        setAttempt((count) => count + 1)
      }
      preload().then(
        () => mounted && setModule(() => loaded),
        (error: unknown) => {
          if (!mounted) return
          if (essential) setFailure(error instanceof Error ? error : Error(String(error)))
          else window.addEventListener('online', tryAgainOnline, { once: true })
        },
      )
      return () => {
        mounted = false
        window.removeEventListener('online', tryAgainOnline)
      }
    }, [module, wanted, attempt])
    if (failure) throw failure
    return module
  }
  return { useModule, preload }
}

export interface OnDemand<Props extends object> {
  Component: ComponentType<Props>
  preload: () => Promise<unknown>
}

export function onDemand<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  fallback: ReactNode = null,
  options?: OnDemandOptions,
): OnDemand<Props> {
  const { useModule, preload } = onDemandModule(load, options)
  function Component(props: Props) {
    const Loaded = useModule()?.default
    return Loaded ? <Loaded {...props} /> : fallback
  }
  return { Component, preload }
}
