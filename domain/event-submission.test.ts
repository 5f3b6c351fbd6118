import { describe, expect, it } from 'vitest'
import { submissionErrors, submissionTimes, type EventSubmission } from './event-submission'

const valid: EventSubmission = {
  attendanceMode: 'MixedEventAttendanceMode',
  title: 'Jahrespressekonferenz der Stadtwerke',
  description: 'Bilanz 2026 und Ausblick.\nMit Fragen der Presse.',
  when: {
    startDay: '2026-12-03',
    endDay: '2026-12-03',
    isWholeDay: false,
    startTime: '10:00',
    endTime: '11:30',
  },
  place: {
    venue: 'Rathaus',
    street: 'Marktplatz 1',
    postalCode: '04109',
    city: 'Leipzig',
    federalState: 'sn',
  },
  accessLink: 'https://stream.example.org/pk',
  organiser: 'Stadtwerke Leipzig',
  deskContact: { name: 'Jana Krüger', email: 'presse@example.org', phone: '+49 341 123-45' },
  ressort: 'wirtschaft',
  regionalService: 'san',
  links: [{ label: 'Einladung', url: 'https://example.org/einladung' }],
}

describe('submissionErrors', () => {
  it('accepts a complete hybrid submission', () => {
    expect(submissionErrors(valid)).toEqual({})
  })

  it('names each refused field with its own German sentence', () => {
    const fields = submissionErrors({
      ...valid,
      title: '   ',
      links: [{ url: 'javascript:alert(1)' }],
      place: { ...valid.place, postalCode: '123' },
      deskContact: { ...valid.deskContact, email: 'keine-adresse' },
      ressort: 'klatsch',
    })
    expect(fields).toEqual({
      title: 'Der Titel darf nicht leer sein (unsichtbare Zeichen zählen nicht).',
      'links/0/url': 'Der Link muss eine Adresse mit http:// oder https:// sein.',
      'place/postalCode': 'Die Postleitzahl muss fünf Ziffern haben.',
      'deskContact/email': 'Die E-Mail-Adresse für Rückfragen ist keine gültige E-Mail-Adresse.',
      ressort: 'Bitte ein Ressort aus der Liste wählen.',
    })
  })

  it('says what is missing', () => {
    const { title: _title, organiser: _organiser, ...rest } = valid
    expect(submissionErrors(rest)).toMatchObject({
      title: 'Bitte einen Titel angeben.',
      organiser: 'Bitte den Veranstalter angeben.',
    })
  })

  it('refuses markup but keeps a plain „<“', () => {
    expect(submissionErrors({ ...valid, title: 'Vortrag <b>fett</b>' })).toHaveProperty('title')
    expect(submissionErrors({ ...valid, description: 'x<!-- y -->' })).toHaveProperty('description')
    expect(submissionErrors({ ...valid, title: 'Wenn 3 < 5 gilt' })).toEqual({})
  })

  it('asks for a place offline and hybrid, for an access link online and hybrid', () => {
    const { place: _place, accessLink: _link, ...neither } = valid
    expect(submissionErrors(neither)).toEqual({
      place: 'Bitte den Ort angeben (Veranstaltungsort, Straße, PLZ, Stadt, Bundesland).',
      accessLink: 'Bitte den Zugangslink angeben.',
    })
    expect(submissionErrors({ ...neither, attendanceMode: 'OnlineEventAttendanceMode' })).toEqual({
      accessLink: 'Bitte den Zugangslink angeben.',
    })
    expect(submissionErrors({ ...neither, attendanceMode: 'OfflineEventAttendanceMode' })).toEqual({
      place: 'Bitte den Ort angeben (Veranstaltungsort, Straße, PLZ, Stadt, Bundesland).',
    })
  })

  it('refuses an end before the start, a day that does not exist and times missing', () => {
    const when = valid.when
    expect(submissionErrors({ ...valid, when: { ...when, endTime: '09:00' } })).toEqual({
      'when/endTime': 'Das Ende muss nach dem Beginn liegen.',
    })
    expect(submissionErrors({ ...valid, when: { ...when, startDay: '2026-02-30' } })).toEqual({
      'when/startDay': 'Diesen Tag gibt es nicht.',
    })
    expect(
      submissionErrors({
        ...valid,
        when: { startDay: '2026-12-03', endDay: '2026-12-04', isWholeDay: false },
      }),
    ).toEqual({
      'when/startTime': 'Bitte den Beginn angeben.',
      'when/endTime': 'Bitte das Ende angeben.',
    })
  })
})

describe('the order of Beginn and Ende', () => {
  const endsBeforeItStarts = (when: EventSubmission['when']) => submissionErrors({ ...valid, when })

  it('refuses whole days whose last day is before the first, at the last day', () => {
    expect(
      endsBeforeItStarts({ startDay: '2026-12-20', endDay: '2026-12-19', isWholeDay: true }),
    ).toEqual({ 'when/endDay': 'Der letzte Tag liegt vor dem ersten Tag.' })
  })

  it('refuses times whose last day is before the first, at the last day', () => {
    expect(
      endsBeforeItStarts({ ...valid.when, startDay: '2026-12-04', endDay: '2026-12-03' }),
    ).toEqual({ 'when/endDay': 'Der letzte Tag liegt vor dem ersten Tag.' })
  })

  it('refuses an Ende at or before the Beginn of the same day, at the Ende', () => {
    for (const endTime of ['09:59', '10:00']) {
      expect(endsBeforeItStarts({ ...valid.when, endTime })).toEqual({
        'when/endTime': 'Das Ende muss nach dem Beginn liegen.',
      })
    }
  })

  it('takes one whole day, an Ende on a later day and an Ende a minute after the Beginn', () => {
    const oneDay = { startDay: '2026-12-20', endDay: '2026-12-20', isWholeDay: true }
    expect(endsBeforeItStarts(oneDay)).toEqual({})
    const overnight = { ...valid.when, endDay: '2026-12-04', endTime: '02:00' }
    expect(endsBeforeItStarts(overnight)).toEqual({})
    expect(endsBeforeItStarts({ ...valid.when, endTime: '10:01' })).toEqual({})
  })

  it('asks for a missing time rather than judging the order', () => {
    const { startTime: _start, ...withoutBeginn } = valid.when
    expect(endsBeforeItStarts(withoutBeginn)).toEqual({
      'when/startTime': 'Bitte den Beginn angeben.',
    })
    const { endTime: _end, ...withoutEnde } = valid.when
    expect(endsBeforeItStarts(withoutEnde)).toEqual({ 'when/endTime': 'Bitte das Ende angeben.' })
  })
})

describe('submissionTimes', () => {
  it('reads wall-clock times in Berlin time, winter and summer', () => {
    expect(submissionTimes(valid.when)).toEqual({
      startsAt: new Date('2026-12-03T09:00:00Z'),
      endsAt: new Date('2026-12-03T10:30:00Z'),
    })
    const summer = {
      startDay: '2026-07-01',
      endDay: '2026-07-01',
      isWholeDay: false,
      startTime: '10:00',
      endTime: '12:00',
    }
    expect(submissionTimes(summer)?.startsAt).toEqual(new Date('2026-07-01T08:00:00Z'))
  })

  it('lets whole days end at the midnight after the last day', () => {
    expect(
      submissionTimes({ startDay: '2026-12-03', endDay: '2026-12-05', isWholeDay: true }),
    ).toEqual({
      startsAt: new Date('2026-12-02T23:00:00Z'),
      endsAt: new Date('2026-12-05T23:00:00Z'),
    })
  })
})
