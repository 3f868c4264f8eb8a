import type { Vapi } from '@vapi-ai/server-sdk';
import { jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A webhook credential's authentication plan as registered at the provider, without its secret (kept sealed apart). */
export type StoredAuthPlan = Omit<Vapi.HmacAuthenticationPlan, 'secretKey'>;

/**
 * The credential this deployment registered at its voice provider, once (at Vapi: a webhook credential whose HMAC
 * plan signs every message Vapi sends to the events URL; assistants, tools and numbers name it by `credentialId`).
 * One row per provider, so processes racing to register it keep one. `secret` is sealed (AES-256-GCM, see
 * server/db/encryption.ts); `plan` is the rest of the plan as registered, which the events route verifies against.
 */
export const providerCredentials = pgTable('provider_credentials', {
  id: serial('id').primaryKey(),
  provider: text('provider').notNull(),
  credentialId: text('credential_id').notNull(),
  secret: text('secret').notNull(),
  plan: jsonb('plan').$type<StoredAuthPlan>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('provider_credentials_provider_uq').on(t.provider)]);
