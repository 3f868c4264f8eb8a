import { z } from 'zod';
import { messageChannels, messageStatuses } from '../../db/schema';
import { rowIdSchema } from '../../lib/ids';
import { sendTextInput } from '../../services/messages/schema';
import { getMessage, listMessages, sendText, simulateReply } from '../../services/messages/service';
import { emailProvider } from '../../services/providers/emails';
import { smsProvider } from '../../services/providers/sms';
import { protectedProcedure, router } from '../init';

const listInput = z.object({
  channel: z.enum(messageChannels).optional(),
  status: z.enum(messageStatuses).optional(),
  contact_id: rowIdSchema.optional(),
  event_id: rowIdSchema.optional(),
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(100).default(20),
});

/** The Messages page, the contact and event pages: the same service calls as REST's /messages. */
export const messagesRouter = router({
  list: protectedProcedure.input(listInput).query(({ ctx, input }) => listMessages(ctx.db, ctx.actor, input)),
  get: protectedProcedure.input(z.object({ id: z.string().max(64) })).query(({ ctx, input }) => getMessage(ctx.db, ctx.actor, input.id)),
  sendText: protectedProcedure.input(sendTextInput).mutation(({ ctx, input }) => sendText(ctx.db, ctx.actor, input)),
  /** How this deployment sends: the Messages page says when emails are kept here and texts only simulated. */
  transports: protectedProcedure.query(() => ({ email: emailProvider().name, sms: smsProvider().name })),
  /** Without Twilio: a customer's text, read as one at the Twilio route (STOP, START, HELP, or a reply). */
  simulateReply: protectedProcedure
    .input(z.object({ from: z.string().max(64), body: z.string().min(1).max(1600) }))
    .mutation(({ ctx, input }) => simulateReply(ctx.db, ctx.actor, input)),
});
