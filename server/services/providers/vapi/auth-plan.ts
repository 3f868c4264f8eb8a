import type { Vapi } from '@vapi-ai/server-sdk';

/**
 * One way Vapi may authenticate the messages it sends: a credential's authentication plan as Vapi's SDK types it,
 * or the older shared secret sent as `x-vapi-secret`.
 */
export type VapiAuthPlan =
  | { type: 'hmac'; plan: Vapi.HmacAuthenticationPlan }
  | { type: 'bearer'; plan: Vapi.BearerAuthenticationPlan }
  | { type: 'secret'; secret: string };
