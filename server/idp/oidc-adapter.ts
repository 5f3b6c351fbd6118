// oidc-provider's storage on our database (table oidc_payloads, PGlite or PostgreSQL): sessions,
// interactions, grants, codes and refresh tokens survive restarts and are shared by instances.
import { and, eq, lt } from 'drizzle-orm'
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider'
import type { Database } from '../db/database'
import { oidcPayloads } from '../db/schema/index'

export function databaseAdapter(db: Database): AdapterConstructor {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const columns = {
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      }
      await db
        .insert(oidcPayloads)
        .values({ model: this.model, id, ...columns })
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: columns })
    }

    find(id: string) {
      return this.findWhere(eq(oidcPayloads.id, id))
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, uid))
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.userCode, userCode))
    }

    async consume(id: string) {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)))
    }

    async destroy(id: string) {
      await db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)))
    }

    async revokeByGrantId(grantId: string) {
      await db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.grantId, grantId)))
    }

    private async findWhere(condition: ReturnType<typeof eq>) {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), condition))
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined
      const payload = row.payload as AdapterPayload
      return row.consumedAt
        ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : payload
    }
  }
}

/** Deletes what has expired; the provider ignores such rows anyway, this only keeps the table small. */
export async function deleteExpiredPayloads(db: Database): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date()))
}
