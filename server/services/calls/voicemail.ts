import { z } from 'zod';
import { voicemailActions, type VoicemailPolicy } from '../../db/schema';

/**
 * What a call (or each call of a campaign) does when a machine answers: `hang_up` (the default), or `leave_message`
 * with `message`, a template rendered with the call's variables as its first message is.
 */
export const voicemailInput = z
  .object({
    action: z.enum(voicemailActions).default('hang_up'),
    message: z.string().trim().min(1).max(1000).optional().describe('the message to leave, a template as the first message; required with leave_message'),
  })
  .strict()
  .refine((v) => v.action !== 'leave_message' || v.message !== undefined, { path: ['message'], message: 'is required when action is leave_message' });

export const voicemailSchema = z.object({ action: z.enum(voicemailActions), message: z.string().optional() });

/**
 * The policy one attempt runs with: a campaign leaves at most one message per recipient, so once an earlier attempt
 * left one, the later ones hang up at the machine instead. Pure.
 */
export function voicemailForAttempt(policy: VoicemailPolicy, alreadyLeft: boolean): VoicemailPolicy {
  return policy.action === 'leave_message' && alreadyLeft ? { action: 'hang_up' } : policy;
}
