// A read-only jotai atom mirroring a value that lives outside React (the browser's online flag,
// the service worker's state, the outbox count): it reads the value when mounted and on change.
import { atom, type Atom } from 'jotai'

export function externalValueAtom<T>(
  read: () => T,
  subscribe: (onChange: () => void) => () => void,
): Atom<T> {
  const valueAtom = atom(read())
  valueAtom.onMount = (set) => {
    set(read())
    return subscribe(() => set(read()))
  }
  return atom((get) => get(valueAtom))
}

/** A value plus listeners, for modules that own such a value. */
export function observableValue<T>(initial: T) {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next: T) {
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
