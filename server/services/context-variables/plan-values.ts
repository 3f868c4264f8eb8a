import { and, eq, inArray } from 'drizzle-orm';
import { contextVariables, type ContextType, type VariableType } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError, type ErrorDetail } from '../../errors';
import { businessDefaultFields, coerceDefaultField, contactDefaultFields, type DefaultField } from './default-fields';
import { isDefaultVariable } from './defaults';
import { variableScope } from './definitions';
import { VARIABLE_NAME } from './schema';
import { coerceValue, displayNameFor, inferVariableType } from './values';

/** What a context request will write, worked out before anything is written. */
export interface ContextPlan {
  /** Default variables: record column → value. */
  columns: Record<string, unknown>;
  /** Context keys to set (values in their stored form) and to remove. */
  set: Record<string, unknown>;
  remove: string[];
  /** Definitions to create (auto_create_variables). */
  create: { name: string; variableType: Exclude<VariableType, 'select'> }[];
}

interface Problem extends ErrorDetail {
  code: 'invalid_value' | 'undefined_variable' | 'validation_error';
}

const defaultFieldsOf: Record<ContextType, Record<string, DefaultField>> = {
  contact: contactDefaultFields,
  business: businessDefaultFields,
};

/**
 * Checks every value of a context request against its definition (all of them, so that one bad value
 * stops the whole request). A null value removes its key whether or not the variable is still defined
 * (deleting a definition keeps stored values, and this is how they go).
 */
export async function planContextValues(
  db: DbOrTx,
  accountId: number,
  contextType: ContextType,
  input: { variables: Record<string, unknown>; auto_create_variables: boolean },
): Promise<ContextPlan> {
  const plan: ContextPlan = { columns: {}, set: {}, remove: [], create: [] };
  const problems: Problem[] = [];
  const entries = Object.entries(input.variables);

  const customNames = entries.map(([n]) => n).filter((n) => !isDefaultVariable(contextType, n));
  const defs = customNames.length
    ? await db
        .select()
        .from(contextVariables)
        .where(and(
          variableScope(accountId),
          eq(contextVariables.contextType, contextType),
          inArray(contextVariables.name, customNames),
        ))
    : [];
  const byName = new Map(defs.map((d) => [d.name, d]));

  for (const [name, value] of entries) {
    const path = `variables.${name}`;
    const invalid = (reason: string) =>
      problems.push({ code: 'invalid_value', path, message: `Invalid value for variable ${name}: ${reason}.` });

    if (isDefaultVariable(contextType, name)) {
      const r = coerceDefaultField(defaultFieldsOf[contextType][name], value);
      if (r.ok) plan.columns[defaultFieldsOf[contextType][name].column] = r.value;
      else invalid(r.reason);
      continue;
    }
    if (value === null) {
      plan.remove.push(name);
      continue;
    }
    const def = byName.get(name);
    if (def) {
      const r = coerceValue(def.variableType, value, def.selectOptions);
      if (r.ok) plan.set[name] = r.value;
      else invalid(r.reason);
      continue;
    }
    if (!input.auto_create_variables) {
      problems.push({
        code: 'undefined_variable',
        path,
        message: `Variable ${name} is not defined for ${contextType} context. Define it first or send auto_create_variables: true.`,
      });
      continue;
    }
    if (!VARIABLE_NAME.test(name)) {
      problems.push({
        code: 'validation_error',
        path,
        message: 'a variable name must start with a lowercase letter and hold only lowercase letters, digits and underscores (at most 64 characters)',
      });
      continue;
    }
    const type = inferVariableType(value);
    if (!type) {
      invalid('cannot infer a type from this value (send a string, number or boolean)');
      continue;
    }
    const coerced = coerceValue(type, value);
    plan.create.push({ name, variableType: type });
    plan.set[name] = coerced.ok ? coerced.value : value;
  }

  if (problems.length) throw problemsError(problems);
  return plan;
}

/**
 * Creates the planned definitions. When another request created one of the same name meanwhile, its
 * definition is used and the value checked against it.
 */
export async function createPlannedDefinitions(tx: DbOrTx, accountId: number, contextType: ContextType, plan: ContextPlan) {
  if (!plan.create.length) return;
  // Sorted so that concurrent creators take the name index entries in one order (no deadlock).
  plan.create.sort((a, b) => (a.name < b.name ? -1 : 1));
  const inserted = await tx
    .insert(contextVariables)
    .values(plan.create.map((c) => ({
      accountId,
      contextType,
      name: c.name,
      displayName: displayNameFor(c.name),
      variableType: c.variableType,
    })))
    .onConflictDoNothing()
    .returning({ name: contextVariables.name });
  const created = new Set(inserted.map((r) => r.name));
  const raced = plan.create.filter((c) => !created.has(c.name)).map((c) => c.name);
  if (!raced.length) return;
  const existing = await tx
    .select()
    .from(contextVariables)
    .where(and(eq(contextVariables.accountId, accountId), eq(contextVariables.contextType, contextType), inArray(contextVariables.name, raced)));
  for (const def of existing) {
    const r = coerceValue(def.variableType, plan.set[def.name], def.selectOptions);
    if (!r.ok) {
      throw problemsError([{ code: 'invalid_value', path: `variables.${def.name}`, message: `Invalid value for variable ${def.name}: ${r.reason}.` }]);
    }
    plan.set[def.name] = r.value;
  }
}

/** The first problem's code answers; details list every problem of that code. */
function problemsError(problems: Problem[]): AppError {
  const code = problems[0].code;
  const same = problems.filter((p) => p.code === code).map(({ path, message }) => ({ path, message }));
  return new AppError(code, same[0].message + (same.length > 1 ? ` (and ${same.length - 1} more)` : ''), { details: same });
}
