import { and, count, eq, isNull } from 'drizzle-orm';
import { config } from '../../config';
import { accounts, agents } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../errors';

/**
 * An account has at most MAX_AGENTS_PER_ACCOUNT agents that are not archived: each may be an assistant in the
 * platform's one voice-provider organisation. With `lock`, the account row is locked first, so concurrent creates
 * and unarchives (in any process) take turns and the count cannot be raced past; without it, a cheap early refusal
 * before anything is asked of the provider.
 */
export async function assertAgentRoom(db: DbOrTx, accountId: number, opts: { lock: boolean }): Promise<void> {
  if (opts.lock) await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  const [{ n }] = await db.select({ n: count() }).from(agents).where(and(eq(agents.accountId, accountId), isNull(agents.archivedAt)));
  const max = config.MAX_AGENTS_PER_ACCOUNT;
  if (n >= max) throw new AppError('agent_limit_reached', `An account may have at most ${max} agents; archive one first.`);
}
