import { toIso } from '../../lib/time';
import type { AlertPayloadAlert } from './schema';

export type AlertEventType = 'alert.triggered' | 'alert.resolved';

/** The body of alert.triggered and alert.resolved, exactly as receivers get it. */
export function alertPayload(type: AlertEventType, alert: AlertPayloadAlert, at: Date): Record<string, unknown> {
  const { id, name, metric, op, threshold, value } = alert;
  return { event_type: type, alert: { id, name, metric, op, threshold, value }, timestamp: toIso(at) };
}
