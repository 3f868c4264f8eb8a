import { and, eq } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { crmConnections } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../errors';
import type { CrmConnectionRow } from './dto';

/** A CRM connection reads and writes every contact of the account: only its owners and admins manage one. */
export function requireCrmManager(actor: Actor): void {
  if (!isAccountAdmin(actor)) throw new AppError('permission_denied', 'Only the account owners and admins can manage CRM connections.');
}

/** The account's connection, else 404 (another account's id is as unknown as a missing one). */
export async function getCrmConnectionOrThrow(db: DbOrTx, accountId: number, id: number, opts: { forUpdate?: boolean } = {}): Promise<CrmConnectionRow> {
  const q = db.select().from(crmConnections).where(and(eq(crmConnections.id, id), eq(crmConnections.accountId, accountId)));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  if (!row) throw new AppError('not_found', `CRM connection ${id} not found.`);
  return row;
}
