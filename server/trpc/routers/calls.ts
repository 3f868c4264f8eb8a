import { z } from 'zod';
import { initiateCallInput, listCallsInput, pageInput, simulateInboundInput } from '../../services/calls/schema';
import { getCallDetail } from '../../services/calls/read';
import { cancelCall, listCalls, placeRequestedCall } from '../../services/calls/service';
import { inboundSimulationAvailable, simulateInboundCall } from '../../services/simulator/service';
import { addDoNotCallInput, removeDoNotCallInput } from '../../services/compliance/do-not-call-schema';
import { getCallCompliance } from '../../services/calls/compliance-record-read';
import type { ComplianceRecordListDto } from '../../services/compliance/compliance-record-schema';
import { addDoNotCall, listDoNotCall, listDoNotCallChanges, removeDoNotCall } from '../../services/compliance/service';
import { protectedProcedure, replicaReadProcedure, router } from '../init';
import { rowIdSchema } from '../../lib/ids';

/** A call by its database id, or by its `call_…` id (how a retry names its first attempt). */
const callRef = z.object({ id: z.union([rowIdSchema, z.string().regex(/^call_[0-9a-f]{24}$/, 'must be a call id')]) });

export const callsRouter = router({
  list: replicaReadProcedure.input(listCallsInput).query(({ ctx, input }) => listCalls(ctx.db, ctx.actor, input)),
  /** The call, and (the call page shows it) the voice provider that carried it. */
  get: protectedProcedure.input(callRef).query(async ({ ctx, input }) => {
    const { call, provider } = await getCallDetail(ctx.db, ctx.actor, input.id);
    return { ...call, provider };
  }),
  /** Every compliance record of the call, oldest first (the call page's "why this call was allowed"). */
  compliance: protectedProcedure
    .input(callRef)
    .query(async ({ ctx, input }) => (await getCallCompliance(ctx.db, ctx.actor, input.id, { all: true })) as ComplianceRecordListDto),
  /** The dashboard's Call now: consent is judged as a campaign judges it, whatever the account's setting for API calls. */
  start: protectedProcedure
    .input(initiateCallInput)
    .mutation(async ({ ctx, input }) => (await placeRequestedCall(ctx.db, ctx.actor, input, { consent: 'always' })).call),
  /**
   * An agent's Test call: to a number the user names (their own phone) consent is not asked; to one of their contacts it
   * is judged as Call now judges it.
   */
  startTest: protectedProcedure
    .input(initiateCallInput)
    .mutation(async ({ ctx, input }) => (await placeRequestedCall(ctx.db, ctx.actor, input, { consent: input.contact_id ? 'always' : 'never' })).call),
  /** Whether inbound calls can be simulated here (the simulator is the voice provider): the agent page's button. */
  inboundSimulation: protectedProcedure.query(() => ({ available: inboundSimulationAvailable() })),
  /** Plays an inbound call from `from` to an inbound agent (simulator only; not_found otherwise). */
  simulateInbound: protectedProcedure.input(simulateInboundInput).mutation(({ ctx, input }) => simulateInboundCall(ctx.db, ctx.actor, input)),
  /** A scheduled call, or a queued one not yet dialed, ends canceled; anything else answers CONFLICT call_not_cancelable. */
  cancel: protectedProcedure.input(callRef).mutation(({ ctx, input }) => cancelCall(ctx.db, ctx.actor, input.id)),
  doNotCall: router({
    list: protectedProcedure.input(pageInput).query(({ ctx, input }) => listDoNotCall(ctx.db, ctx.actor, input)),
    add: protectedProcedure.input(addDoNotCallInput).mutation(({ ctx, input }) => addDoNotCall(ctx.db, ctx.actor, input)),
    /** Owners and admins only (the service answers permission_denied otherwise); the reason goes to the change log. */
    remove: protectedProcedure
      .input(removeDoNotCallInput.extend({ number: z.string().min(1).max(64) }))
      .mutation(({ ctx, input }) => removeDoNotCall(ctx.db, ctx.actor, input.number, { reason: input.reason })),
    /** Who added or removed which number, when and why (owners and admins). */
    changes: protectedProcedure.input(pageInput).query(({ ctx, input }) => listDoNotCallChanges(ctx.db, ctx.actor, input)),
  }),
});
