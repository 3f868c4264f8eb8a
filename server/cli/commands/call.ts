import { authenticateApiKey } from '../../auth/api-keys';
import type { Actor } from '../../auth/actor';
import { config } from '../../config';
import type { Database } from '../../db/types';
import { runningServerSocket } from '../../db/shared-socket';
import { AppError } from '../../errors';
import { workOnce } from '../../jobs/worker';
import { actorForUser } from '../../services/accounts/service';
import type { CallDto } from '../../services/calls/schema';
import { getCall, initiateCall } from '../../services/calls/service';
import { isTerminal } from '../../services/calls/statuses';
import { optionalId, optionalInt, optionalJson, optionalString, requireId, requireString, usageError, type Command, type Flags } from '../command';

const POLL_MS = 500;
/** A completed call's transcript, recording and summary follow its end; wait this much longer for them at most. */
const ARTIFACTS_GRACE_MS = 30_000;

/** Who places the call: a user (the operator's view) or an API key, which needs can_initiate_calls as over REST. */
async function callerOf(db: Database, f: Flags): Promise<Actor> {
  const key = optionalString(f, 'key');
  if (key !== undefined && f.user !== undefined) throw usageError('give --user or --key, not both');
  if (key === undefined) return actorForUser(db, requireId(f, 'user'));
  const actor = await authenticateApiKey(db, key);
  if (!actor.permissions.has('can_initiate_calls')) {
    throw new AppError('permission_denied', 'This API key lacks the can_initiate_calls permission.');
  }
  return actor;
}

/**
 * Background work (dialing, the simulator's steps) is done by the server's worker. When no server holds the
 * embedded database, nothing else would do it, so the waiting CLI runs the same worker passes itself; on
 * PostgreSQL its claims are row locks, so it never does a job twice beside a server.
 */
const mustDriveJobs = () => Boolean(config.DATABASE_URL) || runningServerSocket() === null;

const isFinal = (c: CallDto, endedAt: number | null, now: number) =>
  isTerminal(c.status) &&
  (c.status !== 'completed' || (c.summary !== null && c.recording_url !== null) || (endedAt !== null && now - endedAt > ARTIFACTS_GRACE_MS));

/** Polls the call until it is final (and a completed call's summary and recording are in), or the timeout passes. */
export async function waitForCall(
  db: Database,
  actor: Actor,
  id: number,
  opts: { timeoutMs: number; driveJobs: boolean; sleep?: (ms: number) => Promise<void> },
): Promise<CallDto> {
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const started = Date.now();
  let endedAt: number | null = null;
  for (;;) {
    if (opts.driveJobs) while ((await workOnce(db)) > 0);
    const call = await getCall(db, actor, id);
    const now = Date.now();
    if (isTerminal(call.status)) endedAt ??= now;
    if (isFinal(call, endedAt, now)) return call;
    if (now - started > opts.timeoutMs) {
      throw new AppError('usage', `The call ${call.call_id} is still ${call.status} after ${Math.round(opts.timeoutMs / 1000)} s; follow it with GET /api/v1/calls/${call.id} or on the dashboard's Calls page.`);
    }
    await sleep(POLL_MS);
  }
}

function minutes(seconds: number | null): string {
  if (seconds === null) return '—';
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The outcome of a finished call, for people. */
export function callOutcomeText(c: CallDto): string {
  const lines = [
    `call_id: ${c.call_id} (id ${c.id})`,
    `status: ${c.status}${c.ended_reason ? ` (${c.ended_reason})` : ''}`,
    `duration: ${minutes(c.duration_seconds)}`,
    `cost: ${c.cost === null ? '—' : `$${c.cost.toFixed(2)}`}`,
  ];
  if (c.failure_reason && c.status !== 'completed') lines.push(`failure_reason: ${c.failure_reason}`);
  if (c.summary) lines.push(`summary: ${c.summary}`);
  if (c.recording_url) lines.push(`recording: ${c.recording_url}`);
  if (c.transcript?.length) lines.push('transcript:', ...c.transcript.map((l) => `  [${minutes(Math.round(l.start_seconds))}] ${l.role}: ${l.text}`));
  return lines.join('\n');
}

/** As on POST /api/v1/calls: a marketing call (the default) waits for the callee's legal hours, a service call does not. */
function purposeOf(f: Flags): 'marketing' | 'informational' | undefined {
  const purpose = optionalString(f, 'purpose');
  if (purpose === undefined || purpose === 'marketing' || purpose === 'informational') return purpose;
  throw usageError('--purpose must be marketing or informational');
}

export const placeCallCommands: Command[] = [
  {
    name: ['call'],
    usage: 'call (--user ID | --key API_KEY) --agent ID --number E164 [--contact ID] [--variables JSON] [--purpose marketing|informational] [--wait [--timeout SECONDS]]',
    options: ['user', 'key', 'agent', 'number', 'contact', 'variables', 'purpose', 'timeout'],
    switches: ['wait'],
    async run(db, f) {
      const timeout = optionalInt(f, 'timeout');
      if (timeout !== undefined && (timeout < 1 || timeout > 86_400)) throw usageError('--timeout must be between 1 and 86400 seconds');
      if (timeout !== undefined && f.wait !== true) throw usageError('--timeout goes with --wait');
      const variables = optionalJson(f, 'variables');
      if (variables !== undefined && (typeof variables !== 'object' || variables === null || Array.isArray(variables))) {
        throw usageError('--variables must be a JSON object, such as \'{"first_name": "Ada"}\'');
      }
      const actor = await callerOf(db, f);
      const placed = await initiateCall(db, actor, {
        agent_id: requireString(f, 'agent'),
        phone_number: requireString(f, 'number'),
        contact_id: optionalId(f, 'contact'),
        variables: variables as Record<string, unknown> | undefined,
        purpose: purposeOf(f),
      });
      if (f.wait !== true) return placed;
      return waitForCall(db, actor, placed.id, { timeoutMs: (timeout ?? 300) * 1000, driveJobs: mustDriveJobs() });
    },
    text: (result) => ('transcript' in result ? callOutcomeText(result as CallDto) : undefined),
  },
];
