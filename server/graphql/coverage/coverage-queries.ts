// The coverage queries: an entry's coverage in the caller's folders (its detail), and the
// colleagues a coverage of a folder may name (the dialog's choice): the folder's members.
import { folderNotFound } from '../collaboration-errors'
import { folderFor } from '../folders/folder-answer'
import type { QueryResolvers } from '../generated/resolver-types'
import { checkedEventId } from '../input-checks'
import { eventCoverage } from './coverage-reads'

export const coverageQueries: Required<
  Pick<QueryResolvers, 'eventCoverage' | 'coverageColleagues'>
> = {
  eventCoverage: (_root, args, context) =>
    eventCoverage(context.db, context.viewer.userId, checkedEventId(args.eventId)),
  async coverageColleagues(_root, args, context) {
    const folder = await folderFor(context, args.folderId)
    if (!folder) throw folderNotFound()
    return folder.members
      .map((member) => member.colleague)
      .sort((a, b) => a.name.localeCompare(b.name, 'de'))
  },
}
