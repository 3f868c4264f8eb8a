import { z } from 'zod';
import { jobKind } from '../../outbox/jobs';

/**
 * Tells the voice providers of an account's agents that its redact_pii setting changed, so their own redaction
 * follows it (agents/push-redaction.ts runs it). Queued with the change; the handler reads the setting as it is
 * then, so two quick changes both end with the provider holding the last one.
 */
export const pushRedactionKind = jobKind('agents.push_redaction', z.object({ account_id: z.number().int().positive() }));
