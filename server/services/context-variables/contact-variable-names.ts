import { and, asc, eq } from 'drizzle-orm';
import { contextVariables } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { isDefaultVariable } from './defaults';
import { variableScope } from './definitions';

/**
 * Names of the contact variables an account has defined, by name (its own: the defaults are contact fields).
 * The CSV import maps `context.<name>` columns to them and the export writes one such column each.
 */
export async function contactVariableNames(db: DbOrTx, accountId: number): Promise<string[]> {
  const rows = await db
    .select({ name: contextVariables.name })
    .from(contextVariables)
    .where(and(variableScope(accountId), eq(contextVariables.contextType, 'contact')))
    .orderBy(asc(contextVariables.name));
  return rows.map((r) => r.name).filter((n) => !isDefaultVariable('contact', n));
}
