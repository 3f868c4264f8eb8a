import type { VoiceProviderName } from '../../db/schema';
import type { Database } from '../../db/types';
import { notFound } from '../../errors';
import { logger } from '../../logger';
import { applyProviderEvents, findReportedCall, linkProviderCall } from '../calls/provider-events';
import { providerFor } from '../providers';
import type { CallRef, ProviderEvent, ProviderWebhook } from '../providers/events';
import type { WebhookRequest } from '../providers/port';
import { answerTestToolCalls, turnDatabase } from '../agent-tests/tool-turns';
import { answerInboundRequest } from './inbound';
import { runToolCalls, answerTransferRequest } from './tool-calls';

/**
 * Every voice provider's webhooks, one way: the provider's driver verifies the request (nothing is recorded for one it
 * cannot prove) and reads it; call events are applied to the call they name in one transaction; tool calls, transfer
 * requests and inbound calls are answered through the same services as the REST API; the driver puts the answer in
 * its provider's words. Messages for calls we do not know are acknowledged and ignored (providers retry otherwise).
 */
export async function handleProviderWebhook(db: Database, name: VoiceProviderName, req: WebhookRequest, now = new Date()): Promise<unknown> {
  const hooks = providerFor(name).webhooks;
  if (!hooks) throw notFound('Provider');
  // Read before it is verified only to know where to verify it (parse is pure: nothing acts on it until then); a
  // body that is not JSON is refused after the verification, as every other.
  let early: ProviderWebhook | undefined;
  try {
    early = hooks.parse(req.path, req.json());
  } catch {
    early = undefined;
  }
  await hooks.verify(sandboxOf(early) ?? db, req, now);
  const webhook = early ?? hooks.parse(req.path, req.json());
  switch (webhook.kind) {
    case 'call_events':
      await applyCallEvents(db, name, webhook.ref, webhook.events, now);
      return hooks.acknowledged();
    case 'tool_calls':
      if (webhook.chatTurn !== undefined) return hooks.toolAnswer(await answerTestToolCalls(webhook.chatTurn, webhook.calls));
      return hooks.toolAnswer(await runToolCalls(db, name, webhook, now));
    case 'transfer_request':
      return hooks.transferAnswer(await answerTransferRequest(db, name, webhook, now));
    case 'inbound_request':
      return hooks.inboundAnswer(await answerInboundRequest(db, name, webhook.request, now));
    case 'ignored':
      return hooks.acknowledged();
    default:
      return webhook satisfies never;
  }
}

/**
 * The sandbox of a conversation test whose chat turn these tool calls name, when it is open in this process: the
 * request is verified through it, as on the embedded database the sandbox's transaction holds the one connection
 * (a read beside it would wait for the test, which waits for this answer).
 */
function sandboxOf(webhook: ProviderWebhook | undefined): Database | undefined {
  return webhook?.kind === 'tool_calls' && webhook.chatTurn !== undefined ? turnDatabase(webhook.chatTurn) : undefined;
}

async function applyCallEvents(db: Database, name: VoiceProviderName, ref: CallRef, events: ProviderEvent[], now: Date) {
  await linkProviderCall(db, name, ref);
  const row = await findReportedCall(db, name, ref.providerCallId);
  if (!row) {
    logger.info('provider message for an unknown call', { provider: name, provider_call_id: ref.providerCallId });
    return;
  }
  if (!events.length) return;
  await db.transaction((tx) => applyProviderEvents(tx, row, events, now));
}
