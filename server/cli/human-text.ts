import { table } from './table';

/**
 * A command's result for a person, when the command has no wording of its own: `key: value` lines, a nested
 * object as an indented block under its key, a list of objects as a table, an empty list as "none". Never
 * JSON in a line (`--json` is there for programs). Pure.
 */

type Plain = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);
const isScalar = (v: unknown) => v === null || v === undefined || typeof v !== 'object';

/** The fields a list answer carries beside its rows: said once, under the table. */
const pageKeys = new Set(['count', 'page', 'limit', 'pages', 'count_exact', 'next_cursor', 'has_more']);

/** One cell of a table or the value of a line: a scalar as it is, a small object in one phrase. */
function phrase(v: unknown): string {
  if (v === null || v === undefined || v === '') return '-';
  if (Array.isArray(v)) return v.length ? v.map(phrase).join(', ') : '-';
  if (isPlainObject(v)) {
    // A reference (`agent: { id, name, … }`) reads as "1 Front desk".
    if ('id' in v && 'name' in v) return `${phrase(v.id)} ${phrase(v.name)}`;
    const parts = Object.entries(v).filter(([, x]) => x !== null && x !== undefined);
    return parts.length ? parts.map(([k, x]) => `${k} ${phrase(x)}`).join(', ') : '-';
  }
  return String(v);
}

/** An object reads in one phrase when it is a reference or a few scalars; otherwise as a block of its own lines. */
const needsBlock = (v: Plain) => !('id' in v && 'name' in v) && (Object.keys(v).length > 3 || Object.values(v).some((x) => !isScalar(x)));

function lines(result: Plain, indent: string): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(result)) {
    if (Array.isArray(value) && value.length && value.every(isPlainObject)) {
      const columns = [...new Set(value.flatMap((row) => Object.keys(row)))];
      const rows = table(value, columns.map((c) => [c, (row: Plain) => phrase(row[c])] as [string, (row: Plain) => unknown]), '');
      out.push(`${indent}${key}:`, ...rows.split('\n').map((l) => `${indent}  ${l}`));
    } else if (Array.isArray(value)) {
      out.push(`${indent}${key}: ${value.length ? value.map(phrase).join(', ') : 'none'}`);
    } else if (isPlainObject(value) && needsBlock(value)) {
      out.push(`${indent}${key}:`, ...lines(value, `${indent}  `));
    } else {
      out.push(`${indent}${key}: ${phrase(value)}`);
    }
  }
  return out;
}

/** A list answer (`{ count, page, …, items: [] }`): its rows as a table and one line of paging, or `empty`. */
function listText(result: Plain): string | undefined {
  const rowsKey = Object.keys(result).filter((k) => !pageKeys.has(k));
  if (rowsKey.length !== 1 || !('count' in result) || !Array.isArray(result[rowsKey[0]])) return undefined;
  const key = rowsKey[0];
  const rows = result[key] as unknown[];
  if (!rows.length) return `No ${key.replaceAll('_', ' ')}.`;
  if (!rows.every(isPlainObject)) return undefined;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const body = table(rows, columns.map((c) => [c.toUpperCase(), (row: Plain) => phrase(row[c])] as [string, (row: Plain) => unknown]), '');
  const paging = 'page' in result && 'pages' in result ? `; page ${phrase(result.page)} of ${phrase(result.pages)}` : '';
  return `${body}\n(${phrase(result.count)} in all${paging})`;
}

export function humanText(result: Plain): string {
  return listText(result) ?? lines(result, '').join('\n');
}
