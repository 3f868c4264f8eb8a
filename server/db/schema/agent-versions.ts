import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, agents, users, type AgentAnalysis } from './accounts';

/**
 * What an agent says and does at one version: its instructions, first message, tools, voice, model and analysis.
 * A row is written with the agent's own row each time one of them changes (agents.version is the newest), never
 * edited afterwards (a trigger refuses it, drizzle/0054), so a call's `agent_version` always names what it ran with.
 */
export const agentVersions = pgTable('agent_versions', {
  agentId: integer('agent_id').notNull().references(() => agents.id, { onDelete: 'cascade' }),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  instructions: text('instructions').notNull(),
  firstMessage: text('first_message').notNull(),
  tools: text('tools').array().notNull(),
  model: text('model').notNull(),
  voiceId: text('voice_id').notNull(),
  analysis: jsonb('analysis').$type<AgentAnalysis>(),
  /** The version this one restored (POST …/versions/{n}/restore); null: an edit. */
  restoredFrom: integer('restored_from'),
  /** Who made the change (the API key's user, or the dashboard's); null when unknown or the user was removed. */
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ name: 'agent_versions_pk', columns: [t.agentId, t.version] })]);
