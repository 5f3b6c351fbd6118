import { describe, expect, it } from 'vitest'
import {
  draftErrors,
  emptyDraft,
  stepErrors,
  toSubmission,
  type SubmissionDraft,
} from './submission-draft'

const filled = (changes: Partial<SubmissionDraft> = {}): SubmissionDraft => ({
  ...emptyDraft(),
  attendanceMode: 'MixedEventAttendanceMode',
  title: 'Tag der offenen Tür',
  description: 'Führungen durchs Haus.',
  startDay: '2026-12-03',
  startTime: '10:00',
  endTime: '16:00',
  venue: 'Rathaus',
  street: 'Marktplatz 1',
  postalCode: '04109',
  city: 'Leipzig',
  federalState: 'sn',
  accessLink: 'https://example.org/live',
  organiser: 'Stadt Leipzig',
  deskName: 'Erika Muster',
  deskEmail: 'erika@example.org',
  deskPhone: '0341 123456',
  ...changes,
})

describe('submission draft', () => {
  it('turns a filled draft into a submission the schema accepts', () => {
    expect(draftErrors(filled())).toEqual({})
    const submission = toSubmission(filled())
    expect(submission.when).toEqual({
      startDay: '2026-12-03',
      endDay: '2026-12-03',
      isWholeDay: false,
      startTime: '10:00',
      endTime: '16:00',
    })
    expect(submission).not.toHaveProperty('publicContact')
  })

  it('leaves out the place of an online event and the link of one on site', () => {
    expect(
      toSubmission(filled({ attendanceMode: 'OnlineEventAttendanceMode' })),
    ).not.toHaveProperty('place')
    expect(
      toSubmission(filled({ attendanceMode: 'OfflineEventAttendanceMode' })),
    ).not.toHaveProperty('accessLink')
  })

  it('names each refusal of a step by its field, in German', () => {
    const draft = filled({ title: '', startTime: '', postalCode: '123' })
    expect(stepErrors(draft, 'when')).toEqual({
      title: 'Bitte einen Titel angeben.',
    })
    expect(stepErrors({ ...draft, title: 'Titel' }, 'when')).toEqual({
      'when/startTime': 'Bitte den Beginn angeben.',
    })
    expect(stepErrors(draft, 'where')).toEqual({
      'place/postalCode': 'Die Postleitzahl muss fünf Ziffern haben.',
    })
    expect(stepErrors(emptyDraft(), 'mode')).toEqual({
      attendanceMode: 'Bitte wählen, ob die Veranstaltung online, vor Ort oder hybrid stattfindet.',
    })
  })

  it('refuses an invisible or direction-reversing text in its step, as the server does', () => {
    const characters = (label: string) =>
      `${label} enthält unzulässige Steuer- oder Formatzeichen (etwa unsichtbare Leerzeichen oder Zeichen, die die Schreibrichtung umkehren).`
    expect(stepErrors(filled({ title: '\u200B\u200B\u200B' }), 'when')).toEqual({
      title: characters('Der Titel'),
    })
    expect(stepErrors(filled({ title: 'Lesung\u202Etxt.exe' }), 'when')).toEqual({
      title: characters('Der Titel'),
    })
    expect(stepErrors(filled({ venue: 'Rathaus\u2028Saal' }), 'where')).toEqual({
      'place/venue': 'Der Veranstaltungsort muss in eine Zeile passen (ohne Zeilenumbruch).',
    })
    expect(stepErrors(filled({ description: 'Erste Zeile\nZweite 🎉 „Zeile“' }), 'when')).toEqual(
      {},
    )
  })

  it("does not repeat the first day's refusal for an empty last day", () => {
    expect(stepErrors(filled({ startDay: '' }), 'when')).toEqual({
      'when/startDay': 'Der erste Tag ist kein gültiges Datum (JJJJ-MM-TT).',
    })
  })

  it('refuses an Ende before the Beginn in its step, at the field that puts it there', () => {
    const wholeDays = filled({ isWholeDay: true, startDay: '2026-12-20', endDay: '2026-12-19' })
    expect(stepErrors(wholeDays, 'when')).toEqual({
      'when/endDay': 'Der letzte Tag liegt vor dem ersten Tag.',
    })
    expect(stepErrors(filled({ startTime: '10:00', endTime: '09:30' }), 'when')).toEqual({
      'when/endTime': 'Das Ende muss nach dem Beginn liegen.',
    })
    expect(draftErrors(filled({ endTime: '10:00' }))).toEqual({
      'when/endTime': 'Das Ende muss nach dem Beginn liegen.',
    })
  })

  it('asks for the place and the link the mode needs', () => {
    const bare = filled({
      venue: '',
      street: '',
      postalCode: '',
      city: '',
      federalState: '',
      accessLink: '',
    })
    expect(Object.keys(stepErrors(bare, 'where')).sort()).toEqual(['accessLink', 'place'])
  })
})
