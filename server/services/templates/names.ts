import { eq, isNull, or } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { contextVariables } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

/** Every context variable definition the actor's templates may use (the system defaults included), unpaged. */
export async function templateDefinitions(db: DbOrTx, actor: Actor): Promise<{ name: string; context_type: 'contact' | 'business' }[]> {
  const rows = await db
    .select({ name: contextVariables.name, context_type: contextVariables.contextType })
    .from(contextVariables)
    .where(or(eq(contextVariables.accountId, actor.accountId), isNull(contextVariables.accountId)))
    .orderBy(contextVariables.contextType, contextVariables.name);
  return rows;
}
