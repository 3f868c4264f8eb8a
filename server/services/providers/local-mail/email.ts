import type { EmailProvider } from '../email-port';

/**
 * The transport without an SMTP server (development, tests, a deployment that has not set SMTP_URL): nothing leaves
 * the process and nothing is kept here. The messages domain keeps every message row, so the dashboard's Messages
 * page shows exactly what a customer would have received.
 */
export const localEmail: EmailProvider = {
  name: 'local',
  configured: () => true,
  send: async (email) => ({ providerMessageId: `local-${email.messageId}` }),
};
