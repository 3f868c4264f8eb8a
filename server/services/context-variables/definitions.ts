import { and, asc, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { pagedSelect } from '../../lib/pagination';
import type { Actor } from '../../auth/actor';
import { contextVariables } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import type { DbOrTx } from '../../db/types';
import { AppError, parseInput, parseOrThrow, validationError, type ErrorDetail } from '../../errors';
import { toIso } from '../../lib/time';
import { requireVariableManager } from './access';
import { isDefaultVariable } from './defaults';
import {
  createVariableInput, listVariablesQuery, updateVariableInput,
  type CreateVariableInput, type ListVariablesQuery, type UpdateVariableInput,
  type VariableConfirmation, type VariableDto, type VariableList,
} from './schema';

export type VariableRow = typeof contextVariables.$inferSelect;

/** Definitions an account sees: the global defaults and its own. */
export const variableScope = (accountId: number): SQL =>
  or(isNull(contextVariables.accountId), eq(contextVariables.accountId, accountId))!;

export const duplicateVariable = (name: string, contextType: string) =>
  new AppError('duplicate_variable', `A ${contextType} variable named ${name} already exists.`);

const variableNotFound = (id: number) => new AppError('not_found', `Context variable ${id} not found.`);

export function toVariableDto(v: VariableRow): VariableDto {
  return {
    id: v.id,
    name: v.name,
    display_name: v.displayName,
    description: v.description,
    variable_type: v.variableType,
    context_type: v.contextType,
    select_options: v.selectOptions ?? null,
    is_default: v.isDefault,
    created_at: toIso(v.createdAt),
    updated_at: toIso(v.updatedAt),
  };
}

/** GET /api/v1/context-variables: the defaults first, then the account's own, each oldest first. */
export async function listVariables(db: DbOrTx, actor: Actor, input: ListVariablesQuery): Promise<VariableList> {
  const query = parseOrThrow(listVariablesQuery, input);
  const where = and(
    variableScope(actor.accountId),
    query.context_type ? eq(contextVariables.contextType, query.context_type) : undefined,
  );
  return pagedSelect({
    key: 'variables',
    page: query.page,
    limit: query.limit,
    count: async () => (await db.select({ n: count() }).from(contextVariables).where(where))[0].n,
    rows: async (limit, offset) => {
      const rows = await db
        .select()
        .from(contextVariables)
        .where(where)
        .orderBy(sql`${contextVariables.accountId} is not null`, asc(contextVariables.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toVariableDto);
    },
  });
}

/** POST /api/v1/context-variables/create. Names are unique per account and context type, defaults included. */
export async function createVariable(db: DbOrTx, actor: Actor, input: CreateVariableInput): Promise<VariableConfirmation> {
  requireVariableManager(actor, 'context variable definitions');
  const data = parseInput(createVariableInput, input);
  if (isDefaultVariable(data.context_type, data.name)) throw duplicateVariable(data.name, data.context_type);
  try {
    const [row] = await db
      .insert(contextVariables)
      .values({
        accountId: actor.accountId,
        name: data.name,
        displayName: data.display_name,
        description: data.description ?? null,
        variableType: data.variable_type,
        contextType: data.context_type,
        selectOptions: data.variable_type === 'select' ? data.select_options! : null,
      })
      .returning();
    return { id: row.id, name: row.name, display_name: row.displayName, message: 'Context variable created successfully.' };
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateVariable(data.name, data.context_type);
    throw err;
  }
}

/**
 * PUT or PATCH /api/v1/context-variables/{id}/update: changes display_name, description, variable_type
 * and select_options. Defaults answer 403 update_not_allowed; another account's definition 404. Stored
 * values are not rewritten when the type changes.
 */
export async function updateVariable(
  db: DbOrTx,
  actor: Actor,
  variableId: number,
  input: UpdateVariableInput,
): Promise<VariableConfirmation> {
  requireVariableManager(actor, 'context variable definitions');
  const data = parseOrThrow(updateVariableInput, input);
  return db.transaction(async (tx) => {
    const current = await getVariableOrThrow(tx, actor, variableId);
    if (current.isDefault) {
      throw new AppError('update_not_allowed', `${current.name} is a system default variable and cannot be modified.`);
    }
    const problems: ErrorDetail[] = [];
    if (data.name !== undefined && data.name !== current.name) {
      problems.push({ path: 'name', message: 'cannot be changed; delete the variable and create it again' });
    }
    if (data.context_type !== undefined && data.context_type !== current.contextType) {
      problems.push({ path: 'context_type', message: 'cannot be changed; delete the variable and create it again' });
    }
    const type = data.variable_type ?? current.variableType;
    const sentOptions = data.select_options ?? undefined;
    let options = current.selectOptions;
    if (type === 'select') {
      if (sentOptions) options = sentOptions;
      else if (current.variableType !== 'select' || data.select_options === null) {
        problems.push({ path: 'select_options', message: 'is required for select variables' });
      }
    } else {
      if (sentOptions) problems.push({ path: 'select_options', message: 'is only allowed for select variables' });
      options = null;
    }
    if (problems.length) throw validationError(problems);

    const [row] = await tx
      .update(contextVariables)
      .set({
        ...(data.display_name !== undefined && { displayName: data.display_name }),
        ...(data.description !== undefined && { description: data.description ?? null }),
        variableType: type,
        selectOptions: options,
        updatedAt: sql`now()`,
      })
      .where(eq(contextVariables.id, current.id))
      .returning();
    return { id: row.id, name: row.name, display_name: row.displayName, message: 'Context variable updated successfully.' };
  });
}

/** DELETE /api/v1/context-variables/{id}/delete. Values already stored on contacts or the business stay. */
export async function deleteVariable(db: DbOrTx, actor: Actor, variableId: number): Promise<{ message: string }> {
  requireVariableManager(actor, 'context variable definitions');
  return db.transaction(async (tx) => {
    const current = await getVariableOrThrow(tx, actor, variableId);
    if (current.isDefault) {
      throw new AppError('delete_not_allowed', `${current.name} is a system default variable and cannot be deleted.`);
    }
    await tx.delete(contextVariables).where(eq(contextVariables.id, current.id));
    return { message: 'Context variable deleted successfully.' };
  });
}

/** A definition the account sees, locked until the transaction ends so that edits take turns. */
async function getVariableOrThrow(db: DbOrTx, actor: Actor, id: number): Promise<VariableRow> {
  const [row] = await db
    .select()
    .from(contextVariables)
    .where(and(eq(contextVariables.id, id), variableScope(actor.accountId)))
    .for('update');
  if (!row) throw variableNotFound(id);
  return row;
}
