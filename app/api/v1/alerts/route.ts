import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { alertListSchema, alertSchema, createAlertInput, listAlertsQuery } from '@/server/services/alerts/schema';
import { createAlert, listAlerts } from '@/server/services/alerts/service';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: apiRoute(
    {
      permission: 'can_read_webhooks',
      query: listAlertsQuery,
      queryErrorCode: 'validation_error',
      doc: {
        summary: 'List alerts',
        description:
          "The account's alerts, oldest first, paged (`page` ≥ 1, 1 ≤ `limit` ≤ 100, default 20), each with its state (`ok` or `triggered`), the value of its last evaluation and when it last triggered. Any user of the account may read them.",
        tag: 'Alerts',
        response: alertListSchema,
        errors: ['validation_error'],
      },
    },
    ({ db, actor, query }) => listAlerts(db, actor, query),
  ),
  POST: apiRoute(
    {
      permission: 'can_write_webhooks',
      body: createAlertInput,
      status: 201,
      doc: {
        summary: 'Create an alert',
        description:
          'A threshold on one of the account\'s metrics over a trailing window, evaluated every minute. Each crossing sends `alert.triggered` once to the webhooks subscribed to it, and `alert.resolved` once when the metric is back; nothing more while it stays crossed. ' +
          '`failed_call_rate` is a fraction from 0 to 1 (failed ÷ ended calls in the window; no ended call: no value, no crossing); `p95_latency_ms` and the cents metrics take whole numbers. ' +
          "Owners and admins only (a member's key answers 403 permission_denied); an account has at most 50 alerts (409 alert_limit_reached).",
        tag: 'Alerts',
        response: alertSchema,
        errors: ['invalid_json', 'payload_too_large', 'validation_error', 'alert_limit_reached'],
      },
    },
    ({ db, actor, body }) => createAlert(db, actor, body),
  ),
});
