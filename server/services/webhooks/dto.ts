import type { webhookDeliveries, webhookDeliveryAttempts } from '../../db/schema';
import { toIso } from '../../lib/time';
import type { WebhookRow } from './access';
import type { DeliveryAttemptDto, DeliveryDto, WebhookDto } from './schema';
import type { SecretSummary } from './secrets';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookDeliveryAttempts.$inferSelect;

export function toWebhookDto(w: WebhookRow, secrets: SecretSummary | undefined): WebhookDto {
  return {
    id: w.id,
    name: w.name,
    url: w.url,
    subscribed_events: w.subscribedEvents,
    is_active: w.isActive,
    secret_prefix: secrets?.prefix ?? '',
    previous_secret_expires_at: toIso(secrets?.previousExpiresAt ?? null),
    created_at: toIso(w.createdAt),
    updated_at: toIso(w.updatedAt),
  };
}

export function toDeliveryDto(d: DeliveryRow): DeliveryDto {
  return {
    id: d.id,
    webhook_id: d.webhookId,
    event_type: d.eventType,
    status: d.status,
    attempts: d.attempts,
    next_attempt_at: toIso(d.nextAttemptAt),
    last_status_code: d.lastStatusCode,
    last_error: d.lastError,
    created_at: toIso(d.createdAt),
    delivered_at: toIso(d.deliveredAt),
    payload: parseBody(d.body),
  };
}

export function toAttemptDto(a: AttemptRow): DeliveryAttemptDto {
  return {
    attempt: a.attemptNumber,
    attempted_at: toIso(a.attemptedAt),
    status_code: a.statusCode,
    duration_ms: a.durationMs,
    response_body: a.responseBody,
    error: a.error,
  };
}

function parseBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

