// React.lazy that can be loaded ahead of rendering. React holds back the reveal of a suspended
// component for up to 300 ms after its fallback appeared; code preloaded in time must not
// suspend at all, so once loaded the component renders directly.
import { lazy, type ComponentType } from 'react'

export interface PreloadableLazy<Props extends object> {
  Component: ComponentType<Props>
  preload: () => Promise<unknown>
}

export function preloadableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): PreloadableLazy<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<{ default: ComponentType<Props> }> | undefined
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        loading = undefined // a later render may try again
        throw error
      },
    ))
  const Suspending = lazy(preload)
  function Component(props: Props) {
    const Loaded = loaded ?? Suspending
    return <Loaded {...props} />
  }
  return { Component, preload }
}
