/**
 * A number as it stands in text: digits grouped by spaces or dashes ("4111 1111-1111", "1 2 3"), taken whole.
 * Not a run: digits after "+" (an E.164 phone number) or a currency sign (a price), inside a word ("A1234"), or
 * either side of a decimal point or thousands comma ("1,299.99"). The lookahead-and-backreference makes the match
 * atomic, so a failed boundary never backtracks through the groups and a scan stays linear in the text.
 */
const RUN = /(?<![\w+$€£¥]|\d[.,])(?=(\d+(?:[ -]{1,3}\d+)*))\1(?!\w|[.,]\d)/g;

/** Calls `replace` with each run, its digits alone and where it starts; what it answers takes the run's place. */
export function replaceDigitRuns(text: string, replace: (run: string, digits: string, index: number) => string): string {
  return text.replace(RUN, (run: string, _whole: string, index: number) => replace(run, run.replace(/[ -]/g, ''), index));
}
