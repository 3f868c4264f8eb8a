import { agentsRouter } from './routers/agents';
import { apiKeysRouter } from './routers/api-keys';
import { authRouter } from './routers/auth';
import { teamRouter } from './routers/team';
import { createCallerFactory, router } from './init';

/** Every domain's router; each one is a thin layer over the same service functions REST calls. */
export const appRouter = router({
  auth: authRouter,
  apiKeys: apiKeysRouter,
  agents: agentsRouter,
  team: teamRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
