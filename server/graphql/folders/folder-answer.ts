// Reads the folder a mutation or query answers with, as the caller sees it now.
import { folderNotFound } from '../collaboration-errors'
import type { Folder } from '../generated/resolver-types'
import type { GraphqlContext } from '../graphql-context'
import { readFolders } from './folder-reads'
import { toFolder } from './folder-view'

export async function folderFor(context: GraphqlContext, folderId: string): Promise<Folder | null> {
  const [record] = await readFolders(context.db, [folderId], context.previewHost)
  return toFolder(record, context.viewer.userId)
}

/** The folder, or the error of a missing folder when the caller may not see it (any more). */
export async function requireFolderFor(context: GraphqlContext, folderId: string): Promise<Folder> {
  const folder = await folderFor(context, folderId)
  if (!folder) throw folderNotFound()
  return folder
}
