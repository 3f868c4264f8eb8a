import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { calls } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import type { HoldPlan } from '../wallet/billing';

/**
 * The one insert of a call row, for the one writer (placeCall) and its one-statement branch, which compiles it into
 * its statement (several rows: a batch of placeCallBatch). A test (one-writer.test.ts) holds every other module to it: a call is born only through placeCall.
 */
export const callInsert = (db: DbOrTx, values: PgInsertValue<typeof calls> | PgInsertValue<typeof calls>[]) =>
  // The branches are the same call on purpose: drizzle's `values` has one overload for a row and one for an array,
  // and TypeScript picks an overload only for an argument that is one or the other, never for the union.
  Array.isArray(values) ? db.insert(calls).values(values) : db.insert(calls).values(values);

/** The price and hold columns of a call placed at the account's rate with its hold. */
export const heldCallValues = (rateCents: number, hold: HoldPlan) =>
  ({ rateCents, holdCents: hold.holdCents, maxDurationSeconds: hold.maxDurationSeconds }) satisfies Partial<typeof calls.$inferInsert>;
