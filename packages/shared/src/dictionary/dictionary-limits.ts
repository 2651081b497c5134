/**
 * The dictionary's limits, apart from its schemas: the search screen reads them without loading the
 * validation library at its start (decision 0180).
 */

/** The longest search text used: anything longer is cut, never refused. */
export const DICTIONARY_QUERY_MAX = 100;
