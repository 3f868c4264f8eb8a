import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { config } from '../../config';
import { contactImports, type ContactImportStatus } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../errors';

/** The statuses of an import that still holds its file and may still write contacts. */
export const importInProgressStatuses: readonly ContactImportStatus[] = ['queued', 'running'];

/** Namespace of the advisory lock the imports started for one account take turns on. */
const IMPORT_START_LOCK = 23_002;

/**
 * Makes the caller's transaction the only one starting an import for the account until it ends, so the quota
 * counted next holds across processes: a second start waits, then counts the first one's import.
 */
export async function lockImportStarts(tx: DbOrTx, accountId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_START_LOCK}, ${accountId})`);
}

/**
 * Refuses (429 import_limit_reached) a new import when the account has MAX_IMPORTS_IN_PROGRESS_PER_ACCOUNT queued
 * or running, or has started MAX_IMPORTS_PER_ACCOUNT_PER_DAY in the last 24 hours; the latter says in how many
 * seconds the oldest of those leaves the window. Exact only under lockImportStarts.
 */
export async function assertImportAllowed(db: DbOrTx, accountId: number): Promise<void> {
  const inProgress = config.MAX_IMPORTS_IN_PROGRESS_PER_ACCOUNT;
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactImports)
    .where(and(eq(contactImports.accountId, accountId), inArray(contactImports.status, [...importInProgressStatuses])));
  if (n >= inProgress) {
    throw new AppError(
      'import_limit_reached',
      `The account already has ${n} imports under way, the most allowed at once (${inProgress}); start another when one ends.`,
    );
  }

  const perDay = config.MAX_IMPORTS_PER_ACCOUNT_PER_DAY;
  // The perDay-th newest import of the last 24 hours: while it is in the window, so are perDay imports.
  const [limiting] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from ${contactImports.createdAt} + interval '1 day' - now()))::int` })
    .from(contactImports)
    .where(and(eq(contactImports.accountId, accountId), gt(contactImports.createdAt, sql`now() - interval '1 day'`)))
    .orderBy(desc(contactImports.createdAt))
    .offset(perDay - 1)
    .limit(1);
  if (limiting) {
    const retryAfter = Math.max(1, limiting.seconds);
    throw new AppError(
      'import_limit_reached',
      `The account has started ${perDay} imports in the last 24 hours, the most allowed; the next may start in ${retryAfter} seconds.`,
      { extra: { retry_after: retryAfter } },
    );
  }
}
