export { createSwitchboardClient, type SwitchboardClient, type SwitchboardClientOptions } from './client.js';
export {
  verifyWebhook, WebhookVerificationError,
  type VerifiedWebhook, type VerifyWebhookInput, type WebhookEvent, type WebhookPayload, type WebhookVerificationFailure,
} from './verify-webhook.js';
export type { components, operations, paths, webhooks } from './schema.js';
