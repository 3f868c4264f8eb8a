import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { contextVariables } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { validationError } from '../../errors';
import { readOnlyContactDefaults } from '../context-variables/defaults';
import type { ExtractVariable } from '../providers/agent-port';

/** A contact variable an agent's analysis extracts, typed as the providers' port hands it to a driver. */
export type { ExtractVariable };

/**
 * The definitions of the contact variables an analysis names, in the order named. A name that is not one of the
 * account's contact variables (its own or a system default), or that no call can write (full_name, phone_number),
 * answers 400 `validation_error` naming `analysis.extract.<index>`: an agent never promises to learn what it
 * could never store.
 */
export async function getExtractVariablesOrThrow(db: DbOrTx, accountId: number, names: readonly string[]): Promise<ExtractVariable[]> {
  const rows = await findExtractVariables(db, accountId, names);
  const problems = names.flatMap((name, i) => {
    if (readOnlyContactDefaults.includes(name)) return [{ path: `analysis.extract.${i}`, message: `${name} is read-only and cannot be extracted` }];
    if (!rows.some((r) => r.name === name)) return [{ path: `analysis.extract.${i}`, message: `${name} is not a contact variable of this account; define it first` }];
    return [];
  });
  if (problems.length) throw validationError(problems);
  return rows;
}

/** The definitions of the named contact variables that exist, in the order named (a variable may be deleted after an agent names it). */
export async function findExtractVariables(db: DbOrTx, accountId: number, names: readonly string[]): Promise<ExtractVariable[]> {
  if (!names.length) return [];
  const rows = await db
    .select({
      name: contextVariables.name,
      type: contextVariables.variableType,
      options: contextVariables.selectOptions,
      displayName: contextVariables.displayName,
      description: contextVariables.description,
    })
    .from(contextVariables)
    .where(and(
      eq(contextVariables.contextType, 'contact'),
      inArray(contextVariables.name, [...names]),
      or(eq(contextVariables.accountId, accountId), isNull(contextVariables.accountId)),
    ));
  return names.flatMap((name) => {
    const r = rows.find((row) => row.name === name);
    return r ? [{ name, type: r.type, options: r.options ?? null, displayName: r.displayName, description: r.description }] : [];
  });
}
