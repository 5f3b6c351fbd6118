// Bodies shaped like each API's requests, with every field sometimes right and sometimes anything,
// so the fuzzing reaches past the first schema check into the queries.
import fc from 'fast-check'
import { FILTER_RULE_TYPES } from '../../domain/filter-rules'
import { INTERNAL_PUSH_ENDPOINTS } from '../support/server/internal-push-endpoints'
import { anyDateText, anyJsonValue, anyText } from './arbitraries'

/** Ids of the rows the fuzzing suite seeds, so that some requests find something. */
export const FUZZ_IDS = {
  event: 'fuzz-event',
  newsItem: 'fuzz-news-item',
  savedSearch: 'fuzz-saved-search',
} as const

const eitherOr = <T>(good: fc.Arbitrary<T>, weightGood = 3) =>
  fc.oneof({ arbitrary: good, weight: weightGood }, { arbitrary: anyJsonValue, weight: 1 })

const ruleValue = fc.oneof(
  anyText,
  fc.constantFrom(
    'pl',
    'bay',
    'BY',
    'true',
    'false',
    'text',
    'event',
    'Wahl*',
    '"Tag der Einheit"',
  ),
)
const filterRule = fc.record(
  {
    type: fc.oneof(
      { arbitrary: fc.constantFrom(...FILTER_RULE_TYPES), weight: 5 },
      { arbitrary: anyText, weight: 1 },
    ),
    values: eitherOr(fc.array(ruleValue, { maxLength: 3 })),
    exclude: eitherOr(fc.boolean()),
  },
  { requiredKeys: ['type', 'values'] },
)
const filterRules = eitherOr(fc.array(filterRule, { maxLength: 3 }))

const sort = fc.constantFrom('startTime', 'dateUpdated')
const order = fc.constantFrom('asc', 'desc')
const sortKey = fc.oneof(
  anyDateText,
  fc
    .date({ min: new Date('1800-01-01'), max: new Date('2300-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z')),
)
/** A cursor as the API writes it (base64url JSON), with any sort key and id inside. */
const cursor = fc
  .record({ sort, order, key: sortKey, id: fc.oneof(anyText, fc.constant(FUZZ_IDS.event)) })
  .map((value) => Buffer.from(JSON.stringify(value)).toString('base64url'))

/** A time near the seeded entry, so that many windows find it. */
const windowEdge = fc
  .date({ min: new Date('2026-02-01'), max: new Date('2026-04-01'), noInvalidDate: true })
  .map((date) => date.toISOString())

/** What the search and the day summary both take: rules, window and sort. */
const searchFields = {
  filterRules,
  from: eitherOr(fc.oneof(windowEdge, anyDateText)),
  to: eitherOr(fc.oneof(windowEdge, anyDateText)),
  sort: eitherOr(sort),
  order: eitherOr(order),
}

export const searchBody = fc.record(
  {
    ...searchFields,
    cursor: fc.oneof(cursor, anyText),
    limit: eitherOr(fc.integer({ min: -1, max: 201 })),
    eventIds: eitherOr(fc.array(fc.oneof(anyText, fc.constant(FUZZ_IDS.event)), { maxLength: 3 })),
  },
  { requiredKeys: ['filterRules', 'from', 'to'] },
)

/** A day summary's body: the search's rules, window and sort, and entries per day. */
export const summaryBody = fc.record(
  { ...searchFields, perDay: eitherOr(fc.integer({ min: -1, max: 51 })) },
  { requiredKeys: ['filterRules', 'from', 'to'] },
)

/** Text a mail program would decode in a header (issue 34): it reaches the mails' subjects. */
const ENCODED_WORD = '=?utf-8?Q?=0D=0ABcc:_x@y.org?='

export const savedSearchBody = fc.record(
  {
    name: fc.oneof(anyText, fc.constantFrom('Landtag', ENCODED_WORD)),
    filterRules,
    isPublic: eitherOr(fc.boolean()),
    order: eitherOr(
      fc.oneof(fc.integer({ min: -1, max: 2_147_483_648 }), fc.constant(2_147_483_647)),
    ),
    notify: eitherOr(fc.boolean()),
    alerts: eitherOr(
      fc.record(
        {
          inApp: eitherOr(fc.boolean()),
          mail: eitherOr(fc.constantFrom('off', 'immediate', 'digest')),
          push: eitherOr(fc.boolean()),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: [] },
)

export const shareBody = fc.record(
  {
    recipients: eitherOr(fc.array(fc.oneof(fc.emailAddress(), anyText), { maxLength: 3 })),
    message: eitherOr(anyText),
  },
  { requiredKeys: [] },
)

/** A 1×1 PNG, so some support requests reach the picture's decoding. */
const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

/** Some uploads reach the decoding: a real PNG, random base64, any text. */
export const imageUploadBody = fc.record(
  { data: fc.oneof(fc.constant(TINY_PNG), fc.base64String({ maxLength: 64 }), anyText) },
  { requiredKeys: [] },
)

export const supportBody = fc.record(
  {
    subject: fc.oneof(anyText, fc.constantFrom('PDF bricht ab', ENCODED_WORD)),
    message: eitherOr(anyText),
    screenshot: eitherOr(
      fc.record({
        name: eitherOr(anyText),
        data: fc.oneof(fc.constant(TINY_PNG), fc.base64String({ maxLength: 64 }), anyText),
      }),
    ),
    diagnostics: eitherOr(
      fc.record({
        appVersion: eitherOr(anyText),
        userAgent: eitherOr(anyText),
        online: eitherOr(fc.boolean()),
        page: eitherOr(anyText),
        errors: eitherOr(fc.array(anyText, { maxLength: 6 })),
      }),
    ),
  },
  { requiredKeys: [] },
)

/** Entries to export as one calendar: the seeded entry, made-up ids, sometimes anything. */
export const selectionBody = fc.record(
  {
    ids: eitherOr(
      fc.array(fc.oneof(fc.constant(FUZZ_IDS.event), anyText), { minLength: 0, maxLength: 4 }),
    ),
  },
  { requiredKeys: [] },
)

/** An agenda PDF: a view with its search window, the selection's ids, or both or neither. */
export const pdfBody = fc.record(
  {
    view: eitherOr(fc.oneof(fc.constantFrom('standard', 'list', 'week', 'month'), anyText)),
    search: eitherOr(fc.record(searchFields, { requiredKeys: ['filterRules', 'from', 'to'] })),
    ids: eitherOr(
      fc.array(fc.oneof(fc.constant(FUZZ_IDS.event), anyText), { minLength: 0, maxLength: 4 }),
    ),
  },
  { requiredKeys: [] },
)

const submissionDay = fc.oneof(
  // 2026-03-01 after 2026-03-02: an Ende before the Beginn (issue 34).
  fc.constantFrom('2026-03-02', '2026-03-01', '2026-02-30', '2026-3-2'),
  anyDateText,
  anyText,
)
const submissionWhen = fc.record(
  {
    startDay: submissionDay,
    endDay: submissionDay,
    isWholeDay: eitherOr(fc.boolean()),
    startTime: eitherOr(fc.oneof(fc.constantFrom('10:00', '24:00', '9:5'), anyText)),
    endTime: eitherOr(fc.oneof(fc.constantFrom('11:00', '00:00'), anyText)),
  },
  { requiredKeys: [] },
)
const submissionUrl = fc.oneof(fc.constantFrom('https://example.org/a', 'javascript:x'), anyText)

/** A submission, or the part of one the duplicate check reads, as typed so far or as anything. */
export const submissionBody = fc.record(
  {
    attendanceMode: eitherOr(
      fc.oneof(
        fc.constantFrom(
          'OnlineEventAttendanceMode',
          'OfflineEventAttendanceMode',
          'MixedEventAttendanceMode',
        ),
        anyText,
      ),
    ),
    title: eitherOr(fc.oneof(fc.constantFrom('Termin', ENCODED_WORD), anyText)),
    description: eitherOr(anyText),
    when: eitherOr(submissionWhen),
    place: eitherOr(
      fc.record(
        {
          venue: eitherOr(anyText),
          street: eitherOr(anyText),
          postalCode: eitherOr(fc.oneof(fc.constant('10117'), anyText)),
          city: eitherOr(anyText),
          federalState: eitherOr(fc.oneof(fc.constant('be'), anyText)),
        },
        { requiredKeys: [] },
      ),
    ),
    accessLink: eitherOr(submissionUrl),
    organiser: eitherOr(anyText),
    deskContact: eitherOr(
      fc.record(
        { name: eitherOr(anyText), email: eitherOr(fc.emailAddress()), phone: eitherOr(anyText) },
        { requiredKeys: [] },
      ),
    ),
    ressort: eitherOr(fc.oneof(fc.constant('politik'), anyText)),
    regionalService: eitherOr(fc.oneof(fc.constant('brb'), anyText)),
    links: eitherOr(fc.array(fc.record({ url: submissionUrl }), { maxLength: 3 })),
  },
  { requiredKeys: [] },
)

const version = eitherOr(fc.oneof(fc.constant(1), fc.integer()))

/** The planner's edit of a submission: the version it was made on and the form. */
export const submissionEditBody = fc.record(
  { version, fields: eitherOr(submissionBody) },
  { requiredKeys: [] },
)

/** A decision of the planning desk, of any of the three kinds or anything. */
export const decisionBody = fc.record(
  {
    version,
    decision: eitherOr(fc.oneof(fc.constantFrom('annehmen', 'ablehnen', 'dublette'), anyText)),
    reason: eitherOr(anyText),
    eventId: eitherOr(fc.oneof(fc.constant(FUZZ_IDS.event), anyText)),
  },
  { requiredKeys: [] },
)

/** An event the desk writes: the form and whether it is a top entry. */
export const deskEventBody = fc.record(
  { fields: eitherOr(submissionBody), isTop: eitherOr(fc.boolean()) },
  { requiredKeys: [] },
)

export const eventStatusBody = fc.record(
  { status: eitherOr(fc.oneof(fc.constantFrom('planned', 'cancelled', 'postponed'), anyText)) },
  { requiredKeys: [] },
)

/** A calendar feed of the seeded saved search, or of anything. */
export const calendarFeedBody = fc.record(
  {
    kind: eitherOr(fc.oneof(fc.constantFrom('saved-search', 'folder'), anyText)),
    targetId: eitherOr(fc.oneof(fc.constant(FUZZ_IDS.savedSearch), anyText)),
  },
  { requiredKeys: [] },
)

export const tokenExchangeBody = fc.record(
  { access_token: eitherOr(anyText) },
  { requiredKeys: [] },
)

/** The login form as a browser posts it. */
export const loginForm = fc
  .record({
    // A demo account's tagged alias makes a fresh copy of it (embedded provider only).
    email: fc.oneof(anyText, fc.emailAddress(), fc.constant('redaktion+fuzz@agenda.test')),
    password: fc.oneof(anyText, fc.constant('agenda')),
  })
  .map((form) => new URLSearchParams(form).toString())

/** RFC 8058's one-click body, or any form. */
export const unsubscribeForm = fc
  .oneof(fc.constant({ 'List-Unsubscribe': 'One-Click' }), fc.dictionary(anyText, anyText))
  .map((form) => new URLSearchParams(form).toString())

/** Every subscription of the schema, which HTTP refuses (only the socket serves them). */
const SUBSCRIPTION_OPERATIONS = [
  'subscription { agendaChanged { version } }',
  'subscription($f: ID!) { folderChanged(folderId: $f) { folderId kind } }',
  'subscription { myFoldersChanged { id } }',
  'subscription { myFavouritesChanged { eventId } }',
  'subscription { myNotificationsChanged { unreadCount } }',
]

/** Real collaboration operations, subscriptions and introspection, and any text, with arbitrary variables. */
export const graphqlBody = fc.record(
  {
    query: fc.oneof(
      fc.constantFrom(
        '{ myFolders { id name items { id title eventMetadata { startTime } } } }',
        'query($id: ID!) { folder(id: $id) { id members { role } } }',
        'mutation($m: ID!, $name: String!, $items: [FolderItemInput!]) { createFolder(clientMutationId: $m, name: $name, items: $items) { id } }',
        'mutation($m: ID!, $ids: [ID!]!) { favourite(clientMutationId: $m, eventIds: $ids) { eventId } }',
        `mutation($m: ID!, $f: ID!, $e: String!) { inviteColleague(clientMutationId: $m, folderId: $f, email: $e, role: EDITOR) { id } }`,
        ...SUBSCRIPTION_OPERATIONS,
        // Several operations: operationName picks one, a subscription among them too.
        'query Q { myFavourites { eventId } } subscription S { agendaChanged { version } }',
        '{ __schema { queryType { name } types { name } } }',
        '{ __type(name: "Folder") { name fields { name } } }',
      ),
      anyText,
    ),
    operationName: fc.oneof(fc.constantFrom('Q', 'S', '', null), anyText),
    variables: fc.dictionary(
      fc.constantFrom('id', 'm', 'name', 'items', 'ids', 'f', 'e'),
      anyJsonValue,
    ),
  },
  { requiredKeys: [] },
)

/** Some subscriptions name a public https push service with well-formed keys, some an internal address. */
export const pushSubscriptionBody = fc.record(
  {
    endpoint: fc.oneof(
      fc.constant('https://push.example.org/fuzz'),
      fc.constantFrom(...INTERNAL_PUSH_ENDPOINTS),
      fc.webUrl(),
      anyText,
    ),
    expirationTime: eitherOr(fc.constant(null)),
    keys: eitherOr(
      fc.record({
        p256dh: fc.oneof(
          fc.constant(`B${'A'.repeat(86)}`),
          fc.base64String({ maxLength: 90 }),
          anyText,
        ),
        auth: fc.oneof(fc.constant('A'.repeat(22)), anyText),
      }),
    ),
  },
  { requiredKeys: [] },
)

/** Some settings have well-formed clock times, pauses and quiet hours. */
const clockTime = fc.oneof(fc.constantFrom('07:00', '15:00', '22:00', '24:00', '7:00'), anyText)
export const notificationSettingsBody = fc.record(
  {
    digestTimes: fc.oneof(fc.array(clockTime, { maxLength: 8 }), anyText),
    pausedUntil: fc.oneof(
      fc.constant(null),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      anyText,
    ),
    quietHours: fc.oneof(
      fc.constant(null),
      fc.record({ from: clockTime, to: clockTime }, { requiredKeys: [] }),
    ),
  },
  { requiredKeys: [] },
)

/** Some name a known default view. */
export const profileChangeBody = fc.record(
  { defaultView: fc.oneof(fc.constantFrom('standard', 'monthly', 'daily', ''), anyText) },
  { requiredKeys: [] },
)
