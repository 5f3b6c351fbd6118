import { describe, expect, it } from 'vitest'
import type { EventSubmission } from '@domain/event-submission'
import { toSubmission } from '../submission-draft'
import { fromSubmission, keepImage } from './desk-draft'

const online: EventSubmission = {
  attendanceMode: 'OnlineEventAttendanceMode',
  title: 'Pressekonferenz',
  description: 'Zur Lage',
  when: {
    startDay: '2026-12-01',
    endDay: '2026-12-01',
    isWholeDay: false,
    startTime: '10:00',
    endTime: '11:30',
  },
  accessLink: 'https://example.org/live',
  organiser: 'Ministerium',
  deskContact: { name: 'Eva Muster', email: 'eva@example.org', phone: '030 123456' },
  links: [],
}

const hybrid: EventSubmission = {
  attendanceMode: 'MixedEventAttendanceMode',
  title: 'Parteitag',
  description: '',
  when: { startDay: '2026-12-04', endDay: '2026-12-06', isWholeDay: true },
  place: {
    venue: 'Messe',
    street: 'Messedamm 22',
    postalCode: '14055',
    city: 'Berlin',
    federalState: 'be',
    mapLink: 'https://example.org/karte',
  },
  accessLink: 'https://example.org/stream',
  organiser: 'Partei',
  publicContact: { name: 'Presse', email: 'presse@example.org' },
  deskContact: { name: 'Max Muster', email: 'max@example.org', phone: '+49 30 987654' },
  ressort: 'politik',
  regionalService: 'brb',
  links: [
    { label: 'Programm', url: 'https://example.org/programm' },
    { label: '', url: 'https://example.org/anmeldung' },
  ],
}

describe('fromSubmission', () => {
  it.each([
    ['online, with times', online],
    ['hybrid over whole days, with place, contacts and links', hybrid],
  ])('gives the fields back through the form (%s)', (_, fields) => {
    expect(toSubmission(fromSubmission(fields))).toEqual(fields)
  })

  it('fills the form fields of an absent place and contact with empty strings', () => {
    const draft = fromSubmission(online)
    expect(draft.venue).toBe('')
    expect(draft.publicEmail).toBe('')
    expect(draft.startTime).toBe('10:00')
  })

  it('keeps the stored image, which the form does not show', () => {
    const image = { id: '0b6c5f1e-4f4d-4c1a-9a55-0d7b9e7a1c2f', caption: 'Foto' }
    const edited = toSubmission(fromSubmission(online))
    expect(keepImage(edited, { ...online, image })).toEqual({ ...online, image })
    expect(keepImage(edited, online)).toEqual(online)
  })
})
