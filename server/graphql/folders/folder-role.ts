// A folder role as stored (lower case) and as the GraphQL schema names it (upper case).
import type { FolderRoleValue } from '../../db/schema/index'
import type { FolderRole } from '../generated/resolver-types'

export const toApiRole = (role: FolderRoleValue): FolderRole =>
  role.toUpperCase() as Uppercase<FolderRoleValue>

export const fromApiRole = (role: FolderRole): FolderRoleValue =>
  role.toLowerCase() as FolderRoleValue
