import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { calls } from '../../../db/schema';
import type { Tx } from '../../../db/types';
import { isAppError } from '../../../errors';
import { createEvent } from '../../calendar/service';
import { loadAvailabilityRules } from '../../calendar/settings';
import { fullName } from '../../contacts/access';
import type { toolArguments } from '../arguments';
import type { ToolCallContext, ToolRun } from '../context';
import { oneLine, speakTime, type ToolResult } from '../result';
import { CALLBACK_BUSINESS_DAYS, TALK_MINUTES, callbackSlots, callbackWindowEnd, chooseFreeMember, type CallbackSlot } from './hand-off-rules';
import { handOffCall } from '../../calls/call-control';
import { memberCalendars, reachableMembers, type ReachableMember } from './team-phones';

type Args = z.output<(typeof toolArguments)['transfer_to_human']>;

/**
 * transfer_to_human: at the moment the caller asks, the call goes to a member of the agent's team who has a phone
 * number and whose calendar is free now (hand-off-rules.ts says who); it is recorded on the call (`transferred_to`)
 * and handed over through the provider. Only a number the account's destination policy (and the operator's floor)
 * lets its calls go to is put through. When no such member is free, a callback (a `voice_call` event linked to the
 * call) is booked in the first free slot of a member with a phone within three business days, and the answer says when.
 */
export async function transferToHuman(tx: Tx, ctx: ToolCallContext, args: Args, now: Date, run: ToolRun): Promise<ToolResult> {
  const { call } = ctx;
  if (call.transferredToName !== null) {
    return {
      ok: true,
      message: `The call is already being handed to ${call.transferredToName}.`,
      ...(call.transferredToUserId !== null && { transferred_to: { user_id: call.transferredToUserId, name: call.transferredToName } }),
    };
  }
  const members = await reachableMembers(tx, ctx);
  if (!members.length) {
    return {
      ok: false,
      error: 'no_one_to_transfer_to',
      message: 'Nobody at the business takes calls by phone, so the call cannot be handed to a person. Offer to take a message instead.',
    };
  }
  const business = (await loadAvailabilityRules(tx, call.accountId, members[0].userId)).business;
  const windowEnd = callbackWindowEnd(business, now.getTime());
  const calendars = await memberCalendars(tx, call.accountId, members, now.getTime(), windowEnd);

  // Only a member whose number the destination policy lets the call go to takes it now; anyone may call back.
  const free = chooseFreeMember(calendars.filter((c) => members.find((m) => m.userId === c.userId)!.transferable), now.getTime());
  if (free) return transferTo(tx, ctx, members.find((m) => m.userId === free.userId)!, now, run);

  for (const slot of callbackSlots(calendars, now.getTime(), windowEnd)) {
    const booked = await bookCallback(tx, ctx, members.find((m) => m.userId === slot.userId)!, slot, args, now);
    if (booked) return booked;
  }
  return {
    ok: false,
    error: 'no_one_available',
    message: `Nobody can take the call now or call back within ${CALLBACK_BUSINESS_DAYS} business days. Offer to take a message instead.`,
  };
}

/** Records the person on the call and hands the call over through its provider (after the commit for Vapi). */
async function transferTo(tx: Tx, ctx: ToolCallContext, member: ReachableMember, now: Date, run: ToolRun): Promise<ToolResult> {
  const [updated] = await tx
    .update(calls)
    .set({ transferredToUserId: member.userId, transferredToName: member.name, transferredAt: now, updatedAt: now })
    .where(and(eq(calls.id, ctx.call.id), eq(calls.accountId, ctx.call.accountId)))
    .returning();
  const message = `Putting you through to ${member.name} now.`;
  if (!run.answersDestination) {
    const after = await handOffCall(tx, updated, { number: member.phoneNumber, message, now, controlUrl: run.controlUrl });
    if (after) run.afterCommit.push(after);
  }
  return { ok: true, message, transferred_to: { user_id: member.userId, name: member.name } };
}

/**
 * The callback in the member's calendar, through the booking guard (a time taken meanwhile answers null, and the
 * next slot is tried), linked to the call and made by the agent for the call's contact.
 */
async function bookCallback(
  tx: Tx, ctx: ToolCallContext, member: ReachableMember, slot: CallbackSlot, args: Args, now: Date,
): Promise<ToolResult | null> {
  const { call, agent } = ctx;
  const customer = ctx.contact ? fullName(ctx.contact) : call.contactName ?? '';
  const agentOfAccount = agent.accountId === call.accountId;
  try {
    const created = await createEvent(tx, { ...ctx.actor, userId: member.userId }, {
      title: `Call back ${customer || call.phoneNumber}`,
      description: `Asked for a person during call ${call.callId}; nobody was free, so ${member.name} calls back.`,
      start_time: new Date(slot.start).toISOString(),
      end_time: new Date(slot.end).toISOString(),
      event_type: 'voice_call',
      created_by_ai_agent: true,
      ai_agent_id: agent.id,
      team_id: agentOfAccount ? agent.teamId : null,
      customer_name: customer,
      customer_email: ctx.contact?.email ?? call.contactEmail ?? '',
      customer_phone: call.phoneNumber,
      customer_notes: args.reason ?? '',
      check_availability: true,
    }, { now, callId: call.id });
    // The caller hears the time in their own zone when their contact has one, else in the business zone.
    const zone = ctx.contact?.timezone ?? ctx.businessZone;
    return {
      ok: true,
      message: oneLine(`Nobody can take the call right now. ${member.name} will call you back on ${speakTime(created.start_time, zone)} (${zone}), for about ${TALK_MINUTES} minutes.`),
      timezone: zone,
      callback_with: { user_id: member.userId, name: member.name },
      event: { id: created.id, uuid: created.uuid, title: created.title, status: created.status, start_time: created.start_time, end_time: created.end_time },
    };
  } catch (err) {
    if (isAppError(err) && err.code === 'slot_unavailable') return null;
    throw err;
  }
}
