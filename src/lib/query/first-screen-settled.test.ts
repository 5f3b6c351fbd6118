import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { firstScreenSettled } from './first-screen-settled'

/** A read that answers when told to. */
function heldRead(client: QueryClient) {
  let answer!: () => void
  const answered = new Promise<string>((resolve) => {
    answer = () => resolve('da')
  })
  void client.fetchQuery({ queryKey: ['held'], queryFn: () => answered })
  return answer
}

describe('firstScreenSettled', () => {
  it('waits for the reads the first screen started', async () => {
    const client = new QueryClient()
    const answer = heldRead(client)
    let settled = false
    void firstScreenSettled(client).then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(settled).toBe(false)

    answer()
    await expect.poll(() => settled).toBe(true)
  })

  it('settles at once when nothing is being read', async () => {
    await expect(firstScreenSettled(new QueryClient())).resolves.toBeUndefined()
  })
})
