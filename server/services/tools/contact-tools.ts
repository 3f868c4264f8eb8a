import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { calls, contacts } from '../../db/schema';
import type { Tx } from '../../db/types';
import { AppError } from '../../errors';
import { addDoNotCallForAccount } from '../compliance/do-not-call';
import { transitionCall } from '../calls/lifecycle';
import { hangUpCall } from '../calls/call-control';
import { awaitsDial } from '../calls/statuses';
import { planContextValues } from '../context-variables/plan-values';
import { writeContactValues } from '../context-variables/write-contact-values';
import type { toolArguments } from './arguments';
import type { ToolCallContext, ToolRun } from './context';
import { oneLine, type ToolResult } from './result';

type Args<N extends keyof typeof toolArguments> = z.output<(typeof toolArguments)[N]>;

const noContact: ToolResult = { ok: false, error: 'no_contact', message: 'This call has no contact record to update.' };

/**
 * update_contact: the caller's status, stage and context variables, each variable through the typed validation of
 * the contact context endpoint (no definitions are created: a name the account has not defined is refused).
 */
export async function updateContact(db: Tx, ctx: ToolCallContext, args: Args<'update_contact'>): Promise<ToolResult> {
  const variables = args.variables ?? {};
  if (args.status === undefined && args.stage === undefined && !Object.keys(variables).length) {
    throw new AppError('validation_error', 'Send status, stage or variables to change.', {
      details: [{ path: 'arguments', message: 'send at least one of status, stage or variables' }],
    });
  }
  if (!ctx.contact) return noContact;
  const plan = await planContextValues(db, ctx.call.accountId, 'contact', { variables, auto_create_variables: false });
  const row = await writeContactValues(db, ctx.contact.id, plan, {
    ...(args.status !== undefined && { status: args.status }),
    ...(args.stage !== undefined && { stage: args.stage }),
  });
  const changed = [
    ...(args.status !== undefined ? ['status'] : []),
    ...(args.stage !== undefined ? ['stage'] : []),
    ...Object.keys(variables),
  ];
  return {
    ok: true,
    message: oneLine(`Updated the contact: ${changed.join(', ')}.`),
    contact: { id: row.id, status: row.status, stage: row.stage, changed },
  };
}

/**
 * opt_out: the caller's number goes on the do-not-call list (source `call`, with the call id), which revokes every
 * consent of the number (`revoked_via: call`); the contact becomes `do_not_contact`, calls still waiting for that
 * contact or number are canceled (`do_not_call`), and the call ends
 * with `opted_out` through its provider: a simulated call ends here; a provider's call is ended after the commit
 * (`run.afterCommit`), and records `opted_out` when the provider reports its end.
 */
export async function optOut(db: Tx, ctx: ToolCallContext, now: Date, run: ToolRun): Promise<ToolResult> {
  const { call } = ctx;
  // Listing the number is the opt-out: its consents are revoked and its waiting calls canceled with it.
  const { created, canceledCallIds } = await addDoNotCallForAccount(
    db,
    call.accountId,
    { number: call.phoneNumber, reason: 'Asked not to be called again, during a call' },
    { source: 'call', callId: call.callId },
  );
  if (ctx.contact) {
    await db.update(contacts).set({ status: 'do_not_contact', updatedAt: sql`now()` }).where(eq(contacts.id, ctx.contact.id));
  }
  const pending = await db
    .select({ id: calls.id, callId: calls.callId })
    .from(calls)
    .where(and(
      eq(calls.accountId, call.accountId),
      ne(calls.id, call.id),
      or(eq(calls.phoneNumber, call.phoneNumber), call.contactId === null ? undefined : eq(calls.contactId, call.contactId)),
      awaitsDial,
    ))
    .orderBy(calls.id)
    .for('update');
  for (const p of pending) {
    await transitionCall(db, p.id, { to: 'canceled', at: now, endedReason: 'do_not_call', failureReason: 'do_not_call' });
  }
  const hungUp = await hangUpCall(db, call, { endedReason: 'opted_out', now, controlUrl: run.controlUrl });
  if (hungUp) run.afterCommit.push(hungUp);
  return {
    ok: true,
    message: 'The number is on the do-not-call list and will not be called again. Say goodbye; the call is ending.',
    do_not_call: { number: call.phoneNumber, added: created, canceled_call_ids: [...canceledCallIds, ...pending.map((p) => p.callId)] },
    call_ended: true,
  };
}

