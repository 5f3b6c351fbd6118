// The peer of bench/peer-month.ts: FullCalendar 7's dayGridMonth in German, three entries a day
// and „+n weitere“ like our Monat, fed the month's entries from `/peer-events` (the bench answers
// that request itself). The month to open comes from the address: `?month=2027-01`.
import { Calendar } from 'fullcalendar'
import dayGridPlugin from 'fullcalendar/daygrid'
import germanLocale from 'fullcalendar/locales/de'
import classicThemePlugin from 'fullcalendar/themes/classic'
import 'fullcalendar/skeleton.css'
import 'fullcalendar/themes/classic/theme.css'
import 'fullcalendar/themes/classic/palette.css'

const element = document.getElementById('calendar')
const month = new URLSearchParams(location.search).get('month')
if (!element || !month) throw new Error('?month=YYYY-MM fehlt')

const calendar = new Calendar(element, {
  plugins: [dayGridPlugin, classicThemePlugin],
  locale: germanLocale,
  initialView: 'dayGridMonth',
  initialDate: `${month}-01`,
  dayMaxEvents: 3,
  headerToolbar: { start: 'title', end: 'today prev,next' },
  events: async ({ startStr, endStr }: { startStr: string; endStr: string }) => {
    const range = new URLSearchParams({ start: startStr, end: endStr })
    const response = await fetch(`/peer-events?${range.toString()}`)
    return response.json()
  },
})
calendar.render()
