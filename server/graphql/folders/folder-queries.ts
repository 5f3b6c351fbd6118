// The folder queries: my folders (each with members and items, in four queries whatever their
// number) and one folder, null when it does not exist or the caller is not a member.
import type { Folder, QueryResolvers } from '../generated/resolver-types'
import type { GraphqlContext } from '../graphql-context'
import { folderFor } from './folder-answer'
import { folderIdsOf, readFolders } from './folder-reads'
import { toFolder } from './folder-view'

/** The caller's folders, most recently changed first. */
export async function myFolders(context: GraphqlContext): Promise<Folder[]> {
  const { db, previewHost, viewer } = context
  const records = await readFolders(db, await folderIdsOf(db, viewer.userId), previewHost)
  return records
    .map((record) => toFolder(record, viewer.userId))
    .filter((folder): folder is Folder => folder !== null)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.name.localeCompare(b.name, 'de'))
}

export const folderQueries: Required<Pick<QueryResolvers, 'myFolders' | 'folder'>> = {
  myFolders: (_root, _args, context) => myFolders(context),
  folder: (_root, args, context) => folderFor(context, args.id),
}
