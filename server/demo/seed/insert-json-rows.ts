// Inserts many rows in one statement with a single JSON parameter: much faster than thousands of
// bound parameters on PGlite, and rows whose id exists are skipped before any work is done.
import { getTableColumns, getTableName, type Table } from 'drizzle-orm'
import type { DatabaseHandle } from '../../db/database'

export async function insertJsonRows<T extends Table>(
  database: DatabaseHandle,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return
  // Only the columns the rows give: json_populate_recordset makes a missing field NULL, which
  // would override the column's default (a NOT NULL default such as events.revision fails).
  const given = (key: string) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined)
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key, column]) => !column.generated && given(key),
  )
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {}
    for (const [key, column] of columns) record[column.name] = (row as Record<string, unknown>)[key]
    return record
  })
  const names = columns.map(([, column]) => `"${column.name}"`).join(', ')
  const tableName = `"${getTableName(table)}"`
  await database.query(
    `INSERT INTO ${tableName} (${names})
     SELECT ${names} FROM json_populate_recordset(NULL::${tableName}, $1::json) AS incoming
     WHERE NOT EXISTS (SELECT 1 FROM ${tableName} existing WHERE existing.id = incoming.id)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(records)],
  )
}
