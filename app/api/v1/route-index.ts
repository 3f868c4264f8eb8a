import type { RouteEntry } from '@/server/openapi/routes';

/**
 * Every REST route file with its URL path, for the OpenAPI document. Kept by hand so the document lists exactly
 * what is served;
 * a test walks app/api/v1 (and the extra webhook create path) and checks this list against the folders.
 */
export const routeIndex: RouteEntry[] = [
  { path: '/api/v1/agents', load: () => import('@/app/api/v1/agents/route') },
  { path: '/api/v1/agents/create', load: () => import('@/app/api/v1/agents/create/route') },
  { path: '/api/v1/agents/{id}', load: () => import('@/app/api/v1/agents/[id]/route') },
  { path: '/api/v1/agents/{id}/archive', load: () => import('@/app/api/v1/agents/[id]/archive/route') },
  { path: '/api/v1/agents/{id}/unarchive', load: () => import('@/app/api/v1/agents/[id]/unarchive/route') },
  { path: '/api/v1/phone-numbers', load: () => import('@/app/api/v1/phone-numbers/route') },
  { path: '/api/v1/phone-numbers/{id}', load: () => import('@/app/api/v1/phone-numbers/[id]/route') },

  { path: '/api/v1/analytics/calls', load: () => import('@/app/api/v1/analytics/calls/route') },
  { path: '/api/v1/usage', load: () => import('@/app/api/v1/usage/route') },
  { path: '/api/v1/usage.csv', load: () => import('@/app/api/v1/usage.csv/route') },
  { path: '/api/v1/calls', load: () => import('@/app/api/v1/calls/route') },
  { path: '/api/v1/calls/simulate-inbound', load: () => import('@/app/api/v1/calls/simulate-inbound/route') },
  { path: '/api/v1/calls/{call_id}', load: () => import('@/app/api/v1/calls/[call_id]/route') },
  { path: '/api/v1/calls/{call_id}/cancel', load: () => import('@/app/api/v1/calls/[call_id]/cancel/route') },
  { path: '/api/v1/calls/{call_id}/compliance', load: () => import('@/app/api/v1/calls/[call_id]/compliance/route') },
  { path: '/api/v1/wallet/trial-credit', load: () => import('@/app/api/v1/wallet/trial-credit/route') },
  { path: '/api/v1/campaigns', load: () => import('@/app/api/v1/campaigns/route') },
  { path: '/api/v1/campaigns/preview', load: () => import('@/app/api/v1/campaigns/preview/route') },
  { path: '/api/v1/campaigns/{id}', load: () => import('@/app/api/v1/campaigns/[id]/route') },
  { path: '/api/v1/campaigns/{id}/start', load: () => import('@/app/api/v1/campaigns/[id]/start/route') },
  { path: '/api/v1/campaigns/{id}/pause', load: () => import('@/app/api/v1/campaigns/[id]/pause/route') },
  { path: '/api/v1/campaigns/{id}/resume', load: () => import('@/app/api/v1/campaigns/[id]/resume/route') },
  { path: '/api/v1/campaigns/{id}/cancel', load: () => import('@/app/api/v1/campaigns/[id]/cancel/route') },
  { path: '/api/v1/campaigns/{id}/recipients', load: () => import('@/app/api/v1/campaigns/[id]/recipients/route') },
  { path: '/api/v1/campaigns/{id}/recipients.csv', load: () => import('@/app/api/v1/campaigns/[id]/recipients.csv/route') },
  { path: '/api/v1/tools/{name}', load: () => import('@/app/api/v1/tools/[name]/route') },
  { path: '/api/v1/compliance/check', load: () => import('@/app/api/v1/compliance/check/route') },
  { path: '/api/v1/compliance/records.csv', load: () => import('@/app/api/v1/compliance/records.csv/route') },
  { path: '/api/v1/do-not-call', load: () => import('@/app/api/v1/do-not-call/route') },
  { path: '/api/v1/do-not-call/changes', load: () => import('@/app/api/v1/do-not-call/changes/route') },
  { path: '/api/v1/do-not-call/{number}', load: () => import('@/app/api/v1/do-not-call/[number]/route') },
  { path: '/api/v1/consents', load: () => import('@/app/api/v1/consents/route') },
  { path: '/api/v1/consents/bulk', load: () => import('@/app/api/v1/consents/bulk/route') },
  { path: '/api/v1/consents/{id}', load: () => import('@/app/api/v1/consents/[id]/route') },
  { path: '/api/v1/consents/{id}/revoke', load: () => import('@/app/api/v1/consents/[id]/revoke/route') },

  { path: '/api/v1/contacts', load: () => import('@/app/api/v1/contacts/route') },
  { path: '/api/v1/contacts/create', load: () => import('@/app/api/v1/contacts/create/route') },
  { path: '/api/v1/contacts/bulk', load: () => import('@/app/api/v1/contacts/bulk/route') },
  { path: '/api/v1/contacts/imports', load: () => import('@/app/api/v1/contacts/imports/route') },
  { path: '/api/v1/contacts/imports/{import_id}', load: () => import('@/app/api/v1/contacts/imports/[import_id]/route') },
  { path: '/api/v1/contacts/imports/{import_id}/errors.csv', load: () => import('@/app/api/v1/contacts/imports/[import_id]/errors.csv/route') },
  { path: '/api/v1/contacts/export.csv', load: () => import('@/app/api/v1/contacts/export.csv/route') },
  { path: '/api/v1/contacts/{contact_id}', load: () => import('@/app/api/v1/contacts/[contact_id]/route') },
  { path: '/api/v1/contacts/{contact_id}/update', load: () => import('@/app/api/v1/contacts/[contact_id]/update/route') },
  { path: '/api/v1/contacts/{contact_id}/context', load: () => import('@/app/api/v1/contacts/[contact_id]/context/route') },

  { path: '/api/v1/context-variables', load: () => import('@/app/api/v1/context-variables/route') },
  { path: '/api/v1/context-variables/create', load: () => import('@/app/api/v1/context-variables/create/route') },
  { path: '/api/v1/context-variables/{variable_id}/update', load: () => import('@/app/api/v1/context-variables/[variable_id]/update/route') },
  { path: '/api/v1/context-variables/{variable_id}/delete', load: () => import('@/app/api/v1/context-variables/[variable_id]/delete/route') },
  { path: '/api/v1/business/context', load: () => import('@/app/api/v1/business/context/route') },
  { path: '/api/v1/business/settings', load: () => import('@/app/api/v1/business/settings/route') },
  { path: '/api/v1/business/destination-policy', load: () => import('@/app/api/v1/business/destination-policy/route') },

  { path: '/api/v1/calendar/events', load: () => import('@/app/api/v1/calendar/events/route') },
  { path: '/api/v1/calendar/events/create', load: () => import('@/app/api/v1/calendar/events/create/route') },
  { path: '/api/v1/calendar/events/{event_id}', load: () => import('@/app/api/v1/calendar/events/[event_id]/route') },
  { path: '/api/v1/calendar/events/{event_id}/update', load: () => import('@/app/api/v1/calendar/events/[event_id]/update/route') },
  { path: '/api/v1/calendar/availability', load: () => import('@/app/api/v1/calendar/availability/route') },
  { path: '/api/v1/calendar/ics/{uuid}', load: () => import('@/app/api/v1/calendar/ics/[uuid]/route') },

  { path: '/api/v1/alerts', load: () => import('@/app/api/v1/alerts/route') },
  { path: '/api/v1/alerts/{alert_id}', load: () => import('@/app/api/v1/alerts/[alert_id]/route') },
  { path: '/api/v1/webhooks', load: () => import('@/app/api/v1/webhooks/route') },
  { path: '/api/v1/webhooks/create', load: () => import('@/app/api/v1/webhooks/create/route') },
  { path: '/api/v1/api/webhooks/create', load: () => import('@/app/api/v1/api/webhooks/create/route') },
  { path: '/api/webhooks/create', load: () => import('@/app/api/webhooks/create/route') },
  { path: '/api/v1/webhooks/{webhook_id}', load: () => import('@/app/api/v1/webhooks/[webhook_id]/route') },
  { path: '/api/v1/webhooks/{webhook_id}/delete', load: () => import('@/app/api/v1/webhooks/[webhook_id]/delete/route') },
  { path: '/api/v1/webhooks/{webhook_id}/rotate-secret', load: () => import('@/app/api/v1/webhooks/[webhook_id]/rotate-secret/route') },
  { path: '/api/v1/webhooks/{webhook_id}/test', load: () => import('@/app/api/v1/webhooks/[webhook_id]/test/route') },
  { path: '/api/v1/webhooks/{webhook_id}/deliveries', load: () => import('@/app/api/v1/webhooks/[webhook_id]/deliveries/route') },
  {
    path: '/api/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver',
    load: () => import('@/app/api/v1/webhooks/[webhook_id]/deliveries/[delivery_id]/redeliver/route'),
  },

  // The document's own route, built as route.ts builds it: route.ts imports this index, so it is not loaded here.
  {
    path: '/api/v1/openapi.json',
    load: async () => (await import('@/app/api/v1/openapi.json/document-route')).documentRoute(() => routeIndex),
  },
];
