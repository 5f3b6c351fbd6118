import { MemoryRouter } from 'react-router-dom'
import { expect, it } from 'vitest'
import { submissionEvent } from '@domain/submission-event'
import { rootPerTest } from '@/testing/test-root'
import AgendaEventPreview from './event-preview'

const { container, render } = rootPerTest()

const DESCRIPTION = 'Führung durch die neue Werkhalle mit anschließender Fragerunde.'

function previewOf(description: string) {
  const event = submissionEvent(
    {
      title: 'Tag der offenen Tür',
      when: {
        startDay: '2030-05-04',
        endDay: '2030-05-04',
        startTime: '10:00',
        endTime: '16:00',
        isWholeDay: false,
      },
      organiser: 'Stadtwerke',
      description,
      links: [],
    } as never,
    { id: 'vorschau', now: new Date('2030-01-01T12:00:00Z') },
  )
  if (!event) throw new Error('the submission has no event')
  render(
    <MemoryRouter>
      <AgendaEventPreview event={event} />
    </MemoryRouter>,
  )
  return container.querySelector('.event-preview__detail')?.textContent ?? ''
}

it('shows a short description once in the detail, not again as its teaser', () => {
  expect(previewOf(DESCRIPTION).split(DESCRIPTION)).toHaveLength(2)
})

it('shows a long description once, without the teaser that repeats its beginning', () => {
  const long = `${DESCRIPTION} ${'Danach gibt es Kaffee und Kuchen im Hof. '.repeat(8)}`.trim()
  const detail = previewOf(long)
  expect(detail.split(long)).toHaveLength(2)
  expect(detail).not.toContain(' …')
})
