import { and, eq, ne } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../errors';
import { redactPii } from '../../lib/pii/redact';
import { enqueueJob } from '../../outbox/jobs';
import { pushRedactionKind } from './jobs-kind';

/**
 * The account's `redact_pii` business setting: whether content arriving from outside (transcripts, summaries,
 * analysis values, messages' bodies) has card, SSN, bank and date-of-birth numbers replaced before it is stored.
 */
export async function redactPiiOf(db: DbOrTx, accountId: number): Promise<boolean> {
  const [row] = await db.select({ redactPii: accounts.redactPii }).from(accounts).where(eq(accounts.id, accountId));
  return row?.redactPii ?? false;
}

/** Changes the setting; a change (not a repeat) also queues the push of it to the account's voice providers. */
export async function setRedactPii(db: DbOrTx, accountId: number, on: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = await tx.update(accounts).set({ redactPii: on })
      .where(and(eq(accounts.id, accountId), ne(accounts.redactPii, on))).returning({ id: accounts.id });
    if (changed.length) await enqueueJob(tx, pushRedactionKind, { account_id: accountId });
  });
}

/**
 * The operator's door (CLI `account redact-pii`): sets one account's setting by id, for instance to turn it on for an
 * account made before the setting existed. An unknown account is not_found and nothing is written.
 */
export async function setAccountRedaction(db: DbOrTx, accountId: number, on: boolean): Promise<{ account_id: number; redact_pii: boolean }> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw notFound(`Account ${accountId}`);
  await setRedactPii(db, accountId, on);
  return { account_id: accountId, redact_pii: on };
}

/** What arriving text becomes under the account's setting: redacted when on, as it came when off. */
export type ContentRedactor = (text: string) => string;

const keep: ContentRedactor = (text) => text;

/** The redactor to apply to one account's arriving content, read once per delivery. */
export async function contentRedactorOf(db: DbOrTx, accountId: number): Promise<ContentRedactor> {
  return (await redactPiiOf(db, accountId)) ? redactPii : keep;
}
