import { z } from 'zod';
import { agentTestRunStatuses } from '../../db/schema';
import { rowIdSchema } from '../../lib/ids';

// Conversation tests of an agent (the wire names of extensions §14).

const line = z.string().trim().min(1, 'must not be empty').max(2000);
const phrase = z.string().trim().min(1, 'must not be empty').max(500);

export const MAX_TEST_TURNS = 40;

const scriptedCaller = z.strictObject({
  lines: z.array(line).min(1, 'must hold at least one line').max(MAX_TEST_TURNS).describe('what the caller says, one line a turn, in order'),
});
const personaCaller = z.strictObject({
  persona: z.string().trim().min(1).max(2000).describe('who the caller is, for the model that plays them'),
  goal: z.string().trim().min(1).max(1000).describe('what the caller wants from the call'),
  max_turns: z.number().int().min(1).max(MAX_TEST_TURNS).describe("the most caller turns before the test stops"),
});
export const agentTestCallerSchema = z.union([scriptedCaller, personaCaller])
  .describe('Fixed lines (`lines`), or a model playing a persona towards a goal (`persona`, `goal`, `max_turns`).');

export const agentTestContactSchema = z.strictObject({
  first_name: z.string().trim().max(200).optional(),
  last_name: z.string().trim().max(200).optional(),
  email: z.string().trim().max(320).optional(),
  company: z.string().trim().max(200).optional(),
  city: z.string().trim().max(200).optional(),
  state: z.string().trim().max(200).optional(),
  country: z.string().trim().length(2).optional(),
  custom_context: z.record(z.string(), z.unknown()).optional(),
}).describe('The caller as a contact (the agent sees their values); nothing of it is kept after the run.');

export const agentTestExpectSchema = z.strictObject({
  booked: z.union([
    z.strictObject({
      event_type: z.string().trim().min(1).max(100).optional().describe('the booking is of this event type'),
      within_days: z.number().int().min(0).max(366).optional().describe('the booking starts within this many days of the run'),
    }),
    z.literal(false),
  ]).optional().describe('An appointment is booked (with these details), or `false`: none is.'),
  opted_out: z.boolean().optional().describe('The caller is (true) or is not (false) put on the do-not-call list.'),
  transferred: z.boolean().optional().describe('The call is (true) or is not (false) handed to a person.'),
  variables: z.record(z.string(), z.unknown()).optional()
    .describe('Contact variables the agent sets, each with its value, or `"present"` for any value.'),
  said: z.array(phrase).max(50).optional().describe('Phrases the agent says (case and spacing ignored), such as a disclosure.'),
  not_said: z.array(phrase).max(50).optional().describe('Phrases the agent never says.'),
  max_turns: z.number().int().min(1).max(MAX_TEST_TURNS * 2).optional().describe('The agent answers in at most this many turns.'),
});

export const createAgentTestBody = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(200),
  caller: agentTestCallerSchema,
  contact: agentTestContactSchema.optional(),
  expect: agentTestExpectSchema,
});
export type CreateAgentTestInput = z.output<typeof createAgentTestBody>;

export const updateAgentTestBody = z.strictObject({
  name: createAgentTestBody.shape.name.optional(),
  caller: agentTestCallerSchema.optional(),
  contact: agentTestContactSchema.nullable().optional(),
  expect: agentTestExpectSchema.optional(),
});
export type UpdateAgentTestInput = z.output<typeof updateAgentTestBody>;

export const agentTestSchema = z.object({
  id: z.number().int(),
  agent_id: z.number().int(),
  name: z.string(),
  caller: agentTestCallerSchema,
  contact: agentTestContactSchema.nullable(),
  expect: agentTestExpectSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type AgentTestDto = z.infer<typeof agentTestSchema>;
export const agentTestResponseSchema = z.object({ test: agentTestSchema });
export const agentTestListSchema = z.object({ data: z.array(agentTestSchema) });

export const runAgentTestsBody = z.strictObject({
  test_ids: z.array(rowIdSchema).min(1).max(200).optional().describe('The tests to run; default every test of the agent.'),
});
export type RunAgentTestsInput = z.output<typeof runAgentTestsBody>;

export const agentTestEffectsSchema = z.object({
  bookings: z.array(z.object({ event_type: z.string(), start: z.string(), title: z.string().nullable() })),
  opt_outs: z.array(z.object({ number: z.string() })),
  transfers: z.array(z.object({ to: z.string().nullable(), reason: z.string().nullable() })),
  variables: z.record(z.string(), z.unknown()),
});

export const agentTestResultSchema = z.object({
  test_id: z.number().int(),
  name: z.string(),
  passed: z.boolean(),
  failures: z.array(z.string()).describe('Each expectation that failed, as a sentence.'),
  transcript: z.array(z.object({ role: z.string(), text: z.string() })),
  effects: agentTestEffectsSchema.describe('What the conversation did, read before its sandbox was rolled back: none of it remains.'),
  error: z.string().nullable().describe('Why the test could not be judged (the model endpoint timed out or refused).'),
});

export const agentTestRunSchema = z.object({
  id: z.number().int(),
  agent_id: z.number().int(),
  agent_version: z.number().int().nullable(),
  status: z.enum(agentTestRunStatuses).describe('`running`, `passed` (every test passed), `failed` (one failed), `error` (one could not be judged)'),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  error: z.string().nullable(),
  results: z.array(agentTestResultSchema),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type AgentTestRunDto = z.infer<typeof agentTestRunSchema>;
export const agentTestRunResponseSchema = z.object({ run: agentTestRunSchema });
