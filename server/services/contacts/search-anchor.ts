/**
 * The part of a search that the trigram index should look up alone, or null to look up the whole query.
 *
 * A trigram index answers `ILIKE '%Company 4217%'` by intersecting the posting lists of every trigram in it, and
 * the trigrams of a word most contacts hold ("Company", "Suite", "Street", "example.com", "+1415") have lists as
 * long as the table: the intersection reads thousands of index pages to find a few rows. A run of four or more
 * digits is rare by construction (one of 10,000 values at least, years aside), so the index looks up that part
 * only and the whole query is checked on the few rows it finds. The matches are the same either way: every row
 * that holds the query holds each of its parts.
 *
 * - Several words: the word with the longest rare run of digits ("Company 4217" → "4217").
 * - One word: its longest rare run of digits, cut to its last SUBSCRIBER_DIGITS ("user123457@example7.test" →
 *   "123457", "+14155550123" → "5550123").
 *
 * Letters are never rare by construction: an address's local part ("info@", "user@") can share its trigrams with
 * a tenth of the table (names ending in "er" hold "er "), and checking that many rows costs more than the whole
 * lookup. A word without such a run of digits is looked up whole.
 */
export function searchIndexAnchor(q: string): string | null {
  const words = q.trim().split(/\s+/).filter(Boolean);
  if (words.length === 1) return wordAnchor(words[0]);
  let best: { word: string; digits: number } | null = null;
  for (const word of words) {
    const digits = rareDigitRuns(word).reduce((longest, run) => Math.max(longest, run.length), 0);
    if (!digits) continue;
    if (!best || digits > best.digits || (digits === best.digits && word.length > best.word.length)) best = { word, digits };
  }
  return best?.word ?? null;
}

/** The run of digits of one word to look up alone (null: the whole word). */
function wordAnchor(word: string): string | null {
  const runs = rareDigitRuns(word);
  if (!runs.length) return null;
  const run = runs.reduce((a, b) => (b.length > a.length ? b : a)).slice(-SUBSCRIBER_DIGITS);
  return run === word ? null : run;
}

/** The runs of digits of a word long enough to be rare, years aside. */
const rareDigitRuns = (word: string) => (word.match(/\d+/g) ?? []).filter((run) => run.length >= MIN_DIGIT_RUN && !YEAR.test(run));

/** Digits in a row that make a word rare enough to find alone. */
const MIN_DIGIT_RUN = 4;

/**
 * The last seven digits of a longer run are the ones that tell numbers apart (the subscriber's part of a
 * national number); the country code and area before them are shared by many contacts, so their trigrams only
 * add long posting lists to the lookup.
 */
export const SUBSCRIBER_DIGITS = 7;


/**
 * Four digits that read as a year are the exception: years are common in e-mail addresses and company names
 * ("jsmith1985@", "Est. 2019"), so a query holding one is looked up whole.
 */
const YEAR = /^(19|20)\d\d$/;
