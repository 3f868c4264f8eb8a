/**
 * The word of a search that the trigram index should look up alone, or null to look up the whole query.
 *
 * A trigram index answers `ILIKE '%Company 4217%'` by intersecting the posting lists of every trigram in it, and
 * the trigrams of a word most contacts hold ("Company", "Suite", "Street") have lists as long as the table: the
 * intersection reads thousands of index pages to find a few hundred rows. A run of four or more digits is rare by
 * construction (one of 10,000 values at least, years aside), so when a query of several words holds one, the
 * index looks up that word only and the whole query is checked on the few rows it finds. The matches are the same
 * either way: every row that holds the query holds each of its words.
 */
export function searchIndexAnchor(q: string): string | null {
  const words = q.trim().split(/\s+/);
  if (words.length < 2) return null;
  let best: { word: string; digits: number } | null = null;
  for (const word of words) {
    const digits = Math.max(0, ...(word.match(/\d+/g) ?? []).filter((run) => !YEAR.test(run)).map((run) => run.length));
    if (digits < MIN_DIGIT_RUN) continue;
    if (!best || digits > best.digits || (digits === best.digits && word.length > best.word.length)) best = { word, digits };
  }
  return best?.word ?? null;
}

/** Digits in a row that make a word rare enough to find alone. */
const MIN_DIGIT_RUN = 4;

/**
 * Four digits that read as a year are the exception: years are common in e-mail addresses and company names
 * ("jsmith1985@", "Est. 2019"), so a query holding one is looked up whole.
 */
const YEAR = /^(19|20)\d\d$/;
