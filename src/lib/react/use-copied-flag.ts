import { useCallback, useEffect, useState } from 'react'

/** How long the 'copied' flag shows after copying (docs/product.md#constants). */
export const COPIED_FLAG_MS = 1500

/** A flag that turns on when `mark` is called and off again after COPIED_FLAG_MS. */
export function useCopiedFlag(): [boolean, () => void] {
  const [copiedAt, setCopiedAt] = useState<number | null>(null)
  useEffect(() => {
    if (copiedAt === null) return
    const timer = setTimeout(() => setCopiedAt(null), COPIED_FLAG_MS)
    return () => clearTimeout(timer)
  }, [copiedAt])
  const mark = useCallback(() => setCopiedAt(Date.now()), [])
  return [copiedAt !== null, mark]
}
