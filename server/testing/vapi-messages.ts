import type { Vapi } from '@vapi-ai/server-sdk';

/** Vapi's call object as tests send it: its id (null for a call never dialed, which is acknowledged) and its times. */
type SentCall = { id: Vapi.Call['id'] | null } & Partial<Pick<Vapi.Call, 'startedAt' | 'endedAt'>>;

/**
 * A server message as a test builds it: the SDK's type of its kind, with the fields a test leaves out optional and
 * only the part of Vapi's call object the adapter reads. A field Vapi renames fails the typecheck in the tests too.
 */
export type SentMessage<M extends { type: unknown }> = Pick<M, 'type'> & Partial<Omit<M, 'type' | 'call'>> & { call: SentCall };

/** The end-of-call report with `durationSeconds`, which Vapi sends beside its published fields and the adapter reads first. */
export type SentReport = SentMessage<Vapi.ServerMessageEndOfCallReport> & { durationSeconds?: number };
