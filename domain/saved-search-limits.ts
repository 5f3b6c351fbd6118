// The limits of a saved search and of the filters API, in a module of their own: the app needs
// them without the schemas built from them (docs/architecture.md#start-up).
export const RULES_MAX = 50
export const RULE_VALUES_MAX = 50
export const FULLTEXT_MAX_LENGTH = 200
export const RULE_VALUE_MAX_LENGTH = 100
/** GET …/filters?size=: the most saved searches one page lists (the app asks for all). */
export const PAGE_SIZE_MAX = 1000
/** The largest PostgreSQL `integer`, the column type of the order. */
export const ORDER_MAX = 2_147_483_647
