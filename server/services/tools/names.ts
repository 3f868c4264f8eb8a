import { z } from 'zod';

/** The tools an agent can use during a call (extensions §3); the names are part of the public API. */
export const toolNames = [
  'check_availability',
  'book_appointment',
  'reschedule_appointment',
  'cancel_appointment',
  'update_contact',
  'opt_out',
  'transfer_to_human',
  'send_sms',
] as const;

export type ToolName = (typeof toolNames)[number];
export const toolNameSchema = z.enum(toolNames);

export function isToolName(value: string): value is ToolName {
  return (toolNames as readonly string[]).includes(value);
}
