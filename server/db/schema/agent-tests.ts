import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, agents } from './accounts';

export const agentTestRunStatuses = ['running', 'passed', 'failed', 'error'] as const;
export type AgentTestRunStatus = (typeof agentTestRunStatuses)[number];

/** Who speaks to the agent in a test: fixed lines, or a model playing a persona towards a goal. */
export type AgentTestCaller = { lines: string[] } | { persona: string; goal: string; max_turns: number };

/** What a test expects of the conversation (extensions §14), as the API wrote it. */
export interface AgentTestExpect {
  booked?: { event_type?: string; within_days?: number } | false;
  opted_out?: boolean;
  transferred?: boolean;
  variables?: Record<string, unknown>;
  said?: string[];
  not_said?: string[];
  max_turns?: number;
}

/** What a test's conversation did, read in its sandbox before it was rolled back. */
export interface AgentTestEffects {
  bookings: { event_type: string; start: string; title: string | null }[];
  opt_outs: { number: string }[];
  transfers: { to: string | null; reason: string | null }[];
  variables: Record<string, unknown>;
}

/** A conversation test of an agent: the caller, the test contact, and the expectations judged on its effects. */
export const agentTests = pgTable('agent_tests', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  agentId: integer('agent_id').notNull().references(() => agents.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  caller: jsonb('caller').$type<AgentTestCaller>().notNull(),
  contact: jsonb('contact').$type<Record<string, unknown>>(),
  expect: jsonb('expect').$type<AgentTestExpect>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('agent_tests_agent_idx').on(t.agentId, t.id)]);

/**
 * One run of some of an agent's tests, carried out by a durable job. `agent_version` names the version of the agent
 * the run judged (null until agents carry versions). `test_ids` fixes which tests the run covers when it is asked for.
 */
export const agentTestRuns = pgTable('agent_test_runs', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  agentId: integer('agent_id').notNull().references(() => agents.id, { onDelete: 'cascade' }),
  agentVersion: integer('agent_version'),
  status: text('status', { enum: agentTestRunStatuses }).notNull().default('running'),
  testIds: integer('test_ids').array().notNull(),
  /** Why the run could not judge (the model endpoint timed out or refused): status `error`. */
  error: text('error'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [index('agent_test_runs_agent_idx').on(t.agentId, t.id)]);

/** One test's verdict in a run: a repeated job finds it written and does not run the test again. */
export const agentTestResults = pgTable('agent_test_results', {
  id: serial('id').primaryKey(),
  runId: integer('run_id').notNull().references(() => agentTestRuns.id, { onDelete: 'cascade' }),
  testId: integer('test_id').notNull(),
  testName: text('test_name').notNull(),
  passed: boolean('passed').notNull(),
  failures: jsonb('failures').$type<string[]>().notNull(),
  transcript: jsonb('transcript').$type<{ role: string; text: string }[]>().notNull(),
  effects: jsonb('effects').$type<AgentTestEffects>().notNull(),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('agent_test_results_run_test_uq').on(t.runId, t.testId)]);
