import type { FastifyReply } from 'fastify'

export const CALENDAR_TYPE = 'text/calendar; charset=utf-8'

/** Sends a calendar as a download with the given file name (ASCII, see calendar-filename.ts). */
export const sendCalendarFile = (reply: FastifyReply, fileName: string, text: string) =>
  reply
    .type(CALENDAR_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(text)
