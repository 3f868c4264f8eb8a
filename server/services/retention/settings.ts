import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { accounts } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../errors';
import { toIso } from '../../lib/time';
import { recordAudit } from '../audit/log';
import { MIN_COMPLIANCE_DAYS, type RetentionDto, type RetentionPatch } from './schema';
import { nextPurgeAt } from './schedule';

export interface RetentionDays {
  contentDays: number;
  complianceDays: number;
}

export async function retentionDaysOf(db: DbOrTx, accountId: number): Promise<RetentionDays> {
  const [row] = await db.select({ contentDays: accounts.retentionContentDays, complianceDays: accounts.retentionComplianceDays })
    .from(accounts).where(eq(accounts.id, accountId));
  return row;
}

/** The business settings' `retention`: both periods and when the purge next runs. */
export async function retentionSettingsOf(db: DbOrTx, accountId: number, now = new Date()): Promise<{ retention: RetentionDto }> {
  const r = await retentionDaysOf(db, accountId);
  return { retention: { content_days: r.contentDays, compliance_days: r.complianceDays, next_purge_at: toIso(nextPurgeAt(now)) } };
}

/**
 * Checks a change of retention before anything is written: a compliance period under the law's minimum is refused
 * (422 validation_failed), whatever else the request changes. Answers the change to apply, which writes the new
 * periods and, when they differ from the old, an audit entry with both.
 */
export function checkRetentionSettings(actor: Actor, patch: RetentionPatch | undefined): (db: DbOrTx) => Promise<void> {
  if (patch?.compliance_days !== undefined && patch.compliance_days < MIN_COMPLIANCE_DAYS) {
    throw new AppError(
      'validation_failed',
      `retention.compliance_days must be at least ${MIN_COMPLIANCE_DAYS} days (four years): the law's minimum for keeping consents and compliance records.`,
      { details: [{ path: 'retention.compliance_days', message: `must be at least ${MIN_COMPLIANCE_DAYS} (four years, the law's minimum)` }] },
    );
  }
  return async (db) => {
    if (patch?.content_days === undefined && patch?.compliance_days === undefined) return;
    await db.transaction(async (tx) => {
      // The row lock orders concurrent changes, so each audit entry's "before" is what the change replaced.
      const [old] = await tx.select({ contentDays: accounts.retentionContentDays, complianceDays: accounts.retentionComplianceDays })
        .from(accounts).where(eq(accounts.id, actor.accountId)).for('update');
      const next = { contentDays: patch.content_days ?? old.contentDays, complianceDays: patch.compliance_days ?? old.complianceDays };
      if (next.contentDays === old.contentDays && next.complianceDays === old.complianceDays) return;
      await tx.update(accounts).set({ retentionContentDays: next.contentDays, retentionComplianceDays: next.complianceDays })
        .where(eq(accounts.id, actor.accountId));
      await recordAudit(tx, actor.accountId, actor, {
        action: 'retention.changed', subjectType: 'account', subjectId: actor.accountId,
        details: {
          before: { content_days: old.contentDays, compliance_days: old.complianceDays },
          after: { content_days: next.contentDays, compliance_days: next.complianceDays },
        },
      });
    });
  };
}
