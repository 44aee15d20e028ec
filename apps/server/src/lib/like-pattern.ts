/** `%`, `_` and the escape character itself are literal in a search (ILIKE ... ESCAPE '\'). */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
