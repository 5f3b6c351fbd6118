// The account the living demo acts as: a planner of its own, with no password (nobody signs in
// with it), so the desk's checks (ticket, agenda access, planner role) apply to it as to anyone.
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { users, type User } from '../../db/schema/index'

const SIMULATION_PLANNER_ID = 'simulation-planung'

/** The simulation's planner, created when missing; an existing account is left as it is. */
export async function simulationPlanner(db: Database): Promise<User> {
  await db
    .insert(users)
    .values({
      id: SIMULATION_PLANNER_ID,
      subject: SIMULATION_PLANNER_ID,
      email: 'simulation@agenda.test',
      name: 'Simulation (Planung)',
      organisation: `own:${SIMULATION_PLANNER_ID}`,
      termsAccepted: true,
      termsAcceptedAt: new Date(),
      isPlanner: true,
    })
    .onConflictDoNothing()
  const [planner] = await db.select().from(users).where(eq(users.id, SIMULATION_PLANNER_ID))
  if (!planner) throw new Error('the simulation planner could not be created')
  return planner
}
