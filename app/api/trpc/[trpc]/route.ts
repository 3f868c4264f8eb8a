import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { createRequestContext } from '@/server/trpc/context';
import { rejectCrossSite } from '@/server/trpc/same-origin';
import { appRouter } from '@/server/trpc/root';

const handler = (req: Request) =>
  rejectCrossSite(req) ??
  fetchRequestHandler({ endpoint: '/api/trpc', req, router: appRouter, createContext: createRequestContext });

export { handler as GET, handler as POST };
