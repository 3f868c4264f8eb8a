/**
 * A rejected row of an import in the words of the person who made the spreadsheet (pure): the row as the
 * spreadsheet numbers it, the column as the file names it, the value that was refused, and what is wrong with it,
 * as in `Row 22: "+1 555" in the Phone column is not a valid phone number, …`. The contact checks answer with a
 * field of the API (`phone_numbers.0.phone_number: is not a valid phone number`); the row's sources say which
 * column and cell each field came from.
 */

/** The column and the cell a field of the built contact came from. */
export interface CellSource {
  column: string;
  value: string;
}

/** Sources by the contact field they filled: `email`, `phone_numbers.1.phone_number`, `custom_context.tier`. */
export type RowSources = Readonly<Record<string, CellSource>>;

/** What is wrong with a row: the cell at fault when one is, and the reason (`is not a valid phone number`). */
export interface CellProblem {
  column?: string;
  value?: string;
  reason: string;
}

const MAX_VALUE_CHARS = 60;
const PHONE_EXAMPLE = 'write it with its country code, such as +1 415 555 0123';

/** A reason that reads after its subject ("… in the Email column must be a valid email address"). */
const PREDICATE = /^(is|are|must|may|cannot|can|has|holds|should|does|needs|names) /;

/** The reasons the checks give in zod's or the API's words, as a sentence continues them. */
function plainReason(reason: string): string {
  const text = reason.trim().replace(/\.$/, '');
  const option = text.match(/^Invalid option: expected one of (.+)$/);
  if (option) return `is not one of ${option[1].replaceAll('"', '').split('|').join(', ')}`;
  const long = text.match(/^Too big: expected string to have <=(\d+) characters$/);
  if (long) return `is longer than ${long[1]} characters`;
  const type = text.match(/^Invalid input: expected (\w+), received \w+$/);
  if (type) return `is not ${type[1] === 'number' || type[1] === 'int' ? 'a number' : `a ${type[1]}`}`;
  if (/valid phone number/.test(text) && !text.includes('country code')) return `${text}; ${PHONE_EXAMPLE}`;
  return text;
}

const clip = (value: string) => (value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS)}…` : value);

/** The message of a rejected row. */
export function rowMessage(row: number, problem: CellProblem): string {
  const reason = plainReason(problem.reason);
  const where = problem.column === undefined ? null : `the ${problem.column} column`;
  let body: string;
  if (where && problem.value) {
    const value = `"${clip(problem.value)}"`;
    body = PREDICATE.test(reason) ? `${value} in ${where} ${reason}` : `${value} in ${where}: ${reason}`;
  } else if (where) {
    body = PREDICATE.test(reason) ? `${where} ${reason}` : `${where}: ${reason}`;
  } else {
    body = reason;
  }
  return `Row ${row}: ${body}${/[.!?…]$/.test(body) ? '' : '.'}`;
}

/**
 * The cell a contact field's problem is about: the source of that very field, or of the first field inside it
 * (`phone_numbers` → its first number's column), or of the field it sits in.
 */
export function locate(field: string | null, reason: string, sources: RowSources): CellProblem {
  if (!field) return { reason };
  const source =
    sources[field] ??
    Object.entries(sources).find(([key]) => key.startsWith(`${field}.`))?.[1] ??
    Object.entries(sources).find(([key]) => field.startsWith(`${key}.`))?.[1];
  if (!source) return { reason: PREDICATE.test(plainReason(reason)) ? `${fieldWords(field)} ${reason}` : `${fieldWords(field)}: ${reason}` };
  // A problem with a part of the value (a list's item) still shows the whole cell.
  return { column: source.column, value: source.value, reason };
}

/** `phone_numbers.0.phone_number` → `phone number 1`, `team_id` → `team id`. */
function fieldWords(field: string): string {
  const parts = field.split('.');
  const index = parts.findLast((p) => /^\d+$/.test(p));
  const leaf = parts.findLast((p) => !/^\d+$/.test(p)) ?? field;
  const words = leaf.replaceAll('_', ' ');
  return index === undefined ? words : `${words} ${Number(index) + 1}`;
}

/**
 * A dotted field and its problem, as the contact checks word one: `email must be a valid email address` when the
 * problem reads after the field's name, `custom_context.tier: …` otherwise.
 */
const FIELD_PROBLEM = /^([a-z_][a-z0-9_]*(?:\.[A-Za-z0-9_ -]+)*): ([\s\S]+)$/;
const FIELD_PREDICATE = new RegExp(`^([a-z_][a-z0-9_]*(?:\\.[A-Za-z0-9_-]+)*) (${PREDICATE.source.slice(1)}[\\s\\S]+)$`);

/** The problem of a row the contact checks refused (a bulk row's error). */
export function problemOfRowError(error: { code: string; message: string }, sources: RowSources): CellProblem {
  if (error.code === 'missing_first_name') {
    return { reason: 'a new contact needs a first name, and this row has none (map a first-name or name column, or fill the cell in)' };
  }
  const m = error.message.match(FIELD_PROBLEM) ?? error.message.match(FIELD_PREDICATE);
  if (m) return locate(m[1], m[2], sources);
  return { reason: error.message };
}
