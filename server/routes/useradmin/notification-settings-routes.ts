// /useradmin/notification-settings (docs/architecture.md "Alerts and jobs"): the signed-in user's
// digest times, pause and quiet hours. Each route needs the ticket and agenda access and reads or
// changes only the caller's own settings: the user is the ticket's, never a parameter.
import type { FastifyInstance } from 'fastify'
import {
  NotificationSettingsSchema,
  PAUSE_MAX_DAYS,
  type NotificationSettings,
} from '../../../domain/notification-settings-api'
import { readNotificationSettings, toWire } from '../../alerts/notification-settings-store'
import { saveNotificationSettings } from '../../alerts/save-notification-settings'
import type { DatabaseHandle } from '../../db/database'
import { ApiError } from '../../plugins/api-errors'
import { typeBoxValidatorCompiler, type SchemaTypes } from '../../schemas/route-schemas'

const PATH = '/useradmin/notification-settings'
const DAY_MS = 86_400_000

/** The pause as an instant; one already over is no pause. */
function pauseOf(pausedUntil: string | null, now: Date): Date | null {
  if (!pausedUntil) return null
  const until = new Date(pausedUntil)
  if (Number.isNaN(until.getTime())) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'Das Ende der Pause ist kein gültiger Zeitpunkt.')
  }
  if (until.getTime() - now.getTime() > PAUSE_MAX_DAYS * DAY_MS) {
    throw new ApiError(
      400,
      'PAUSE_TOO_LONG',
      `Eine Pause kann höchstens ${PAUSE_MAX_DAYS} Tage dauern. Um keine Benachrichtigungen mehr zu bekommen, schalten Sie sie bei der gespeicherten Suche aus.`,
    )
  }
  return until > now ? until : null
}

export default async function notificationSettingsRoutes(
  instance: FastifyInstance,
  options: { database: DatabaseHandle },
) {
  const app = instance.withTypeProvider<SchemaTypes>()
  app.setValidatorCompiler(typeBoxValidatorCompiler)
  const { db } = options.database
  // The ticket is checked before the input, so a stranger learns nothing about the input rules.
  const guards = { onRequest: [app.requireTicket, app.requireAgendaAccess] }

  app.get(PATH, guards, async (request): Promise<NotificationSettings> =>
    toWire(await readNotificationSettings(db, request.ticket.sub)),
  )

  app.put(
    PATH,
    { ...guards, bodyLimit: 4 * 1024, schema: { body: NotificationSettingsSchema } },
    async (request): Promise<NotificationSettings> => {
      const { digestTimes, quietHours } = request.body
      if (quietHours && quietHours.from === quietHours.to) {
        throw new ApiError(
          400,
          'QUIET_HOURS_EMPTY',
          'Beginn und Ende der Ruhezeit sind gleich. Bitte wählen Sie zwei verschiedene Uhrzeiten.',
        )
      }
      const pausedUntil = pauseOf(request.body.pausedUntil, new Date())
      const saved = await saveNotificationSettings(db, request.ticket.sub, {
        digestTimes,
        pausedUntil,
        quietHours,
      })
      return toWire({ ...saved, quietHours })
    },
  )
}
