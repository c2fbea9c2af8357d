// How the palette matches what the user typed against pages and actions it
// already knows (records are matched by their sources, in the database).

/** Lower case without accents, so "resume" finds "Résumé" and "KAMAU" finds "Kamau". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Every word of the query starts a word of the texts ("new us" matches "New user"); an empty query
 * matches all, and one of only punctuation ("%_") must appear as it is.
 */
export function matchesQuery(query: string, texts: readonly string[]): boolean {
  const words = foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) {
    const typed = foldText(query).trim();
    return typed === '' || texts.some((t) => foldText(t).includes(typed));
  }
  const haystack = texts.flatMap((t) => foldText(t).split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
  return words.every((w) => haystack.some((h) => h.startsWith(w)));
}
