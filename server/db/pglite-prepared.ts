// Named prepared statements on the embedded database. PGlite is one backend session behind all
// the pool's connections, so a statement one connection prepared exists for all, while `pg` keeps
// track of what it prepared per connection and would prepare the name again on another one
// ("prepared statement already exists"). Each pooled connection therefore gets names of its own:
// `<name>_<number of the connection>`.
import type pg from 'pg'

export function preparedPerConnection(pool: pg.Pool) {
  const numbers = new WeakMap<pg.PoolClient, number>()
  let connections = 0
  return async <Row>(name: string, text: string, values: unknown[]): Promise<Row[]> => {
    const client = await pool.connect()
    let number = numbers.get(client)
    if (number === undefined) {
      number = ++connections
      numbers.set(client, number)
    }
    try {
      const result = await client.query({ name: `${name}_${number}`, text, values })
      client.release()
      return result.rows as Row[]
    } catch (error) {
      // As pool.query does: a connection whose query failed is not reused.
      client.release(error instanceof Error ? error : true)
      throw error
    }
  }
}
