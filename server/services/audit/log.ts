import { and, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { auditLog, users } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { toIso } from '../../lib/time';

/** The acts the audit log records. */
export type AuditAction = 'contact.erasure_requested' | 'contact.erased' | 'contact.exported' | 'retention.changed';

export interface AuditEntry {
  action: AuditAction;
  subjectType: 'contact' | 'account';
  subjectId: string | number;
  /** Ids and counts only: a line must never hold the personal data it speaks of. */
  details?: Record<string, unknown>;
}

/**
 * Adds one line to the account's audit log in the caller's transaction, so an act and its record commit together.
 * `by` null: the system did it (a job carrying out what someone asked).
 */
export async function recordAudit(tx: DbOrTx, accountId: number, by: Pick<Actor, 'userId' | 'apiKeyId'> | null, entry: AuditEntry): Promise<void> {
  const userId = by?.userId ?? null;
  await tx.insert(auditLog).values({
    accountId,
    userId,
    userEmail: userId === null ? null : sql`(select ${users.email} from ${users} where ${users.id} = ${userId})`,
    apiKeyId: by?.apiKeyId ?? null,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    details: entry.details ?? {},
  });
}

export interface AuditLineDto {
  id: number;
  action: string;
  subject_type: string;
  subject_id: string;
  user_email: string | null;
  api_key_id: number | null;
  details: Record<string, unknown>;
  created_at: string;
}

/** The account's lines, newest first (at most `limit`), or only those about one subject. */
export async function auditLinesOf(
  db: DbOrTx, accountId: number, subject?: { type: string; id: string | number }, limit = 100,
): Promise<AuditLineDto[]> {
  const rows = await db.select().from(auditLog)
    .where(and(eq(auditLog.accountId, accountId), subject ? and(eq(auditLog.subjectType, subject.type), eq(auditLog.subjectId, String(subject.id))) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id, action: r.action, subject_type: r.subjectType, subject_id: r.subjectId, user_email: r.userEmail,
    api_key_id: r.apiKeyId, details: r.details, created_at: toIso(r.createdAt),
  }));
}
