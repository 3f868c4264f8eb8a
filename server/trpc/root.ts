import { agentsRouter } from './routers/agents';
import { agentTestsRouter } from './routers/agent-tests';
import { alertsRouter } from './routers/alerts';
import { analyticsRouter } from './routers/analytics';
import { apiKeysRouter } from './routers/api-keys';
import { authRouter } from './routers/auth';
import { calendarRouter } from './routers/calendar';
import { calendarConnectionsRouter } from './routers/calendar-connections';
import { crmConnectionsRouter } from './routers/crm-connections';
import { messagesRouter } from './routers/messages';
import { callsRouter } from './routers/calls';
import { campaignsRouter } from './routers/campaigns';
import { complianceRouter } from './routers/compliance';
import { consentsRouter } from './routers/consents';
import { contactsRouter } from './routers/contacts';
import { onboardingRouter } from './routers/onboarding';
import { phoneNumbersRouter } from './routers/phone-numbers';
import { privacyRouter } from './routers/privacy';
import { teamRouter } from './routers/team';
import { usageRouter } from './routers/usage';
import { variablesRouter } from './routers/variables';
import { walletRouter } from './routers/wallet';
import { webhooksRouter } from './routers/webhooks';
import { createCallerFactory, router } from './init';

/** Every domain's router; each one is a thin layer over the same service functions REST calls. */
export const appRouter = router({
  auth: authRouter,
  apiKeys: apiKeysRouter,
  agents: agentsRouter,
  agentTests: agentTestsRouter,
  phoneNumbers: phoneNumbersRouter,
  team: teamRouter,
  contacts: contactsRouter,
  consents: consentsRouter,
  privacy: privacyRouter,
  variables: variablesRouter,
  calls: callsRouter,
  analytics: analyticsRouter,
  usage: usageRouter,
  campaigns: campaignsRouter,
  compliance: complianceRouter,
  calendar: calendarRouter,
  calendarConnections: calendarConnectionsRouter,
  crmConnections: crmConnectionsRouter,
  messages: messagesRouter,
  wallet: walletRouter,
  webhooks: webhooksRouter,
  alerts: alertsRouter,
  onboarding: onboardingRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
