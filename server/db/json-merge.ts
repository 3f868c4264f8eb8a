import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A jsonb object column merged in SQL: keys of `set` overwrite, keys in `remove` are dropped. Done in the
 * UPDATE itself, so concurrent merges into one row each keep the others' keys.
 */
export function mergeJsonb(column: AnyPgColumn, set: Record<string, unknown>, remove: readonly string[] = []): SQL {
  let expr = sql`(coalesce(${column}, '{}'::jsonb) || ${JSON.stringify(set)}::jsonb)`;
  for (const key of remove) expr = sql`(${expr} - ${key}::text)`;
  return expr;
}

/** Splits a patch object: null values remove their key, the rest are set. */
export function splitPatch(patch: Record<string, unknown>): { set: Record<string, unknown>; remove: string[] } {
  const set: Record<string, unknown> = {};
  const remove: string[] = [];
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) remove.push(k);
    else if (v !== undefined) set[k] = v;
  }
  return { set, remove };
}
