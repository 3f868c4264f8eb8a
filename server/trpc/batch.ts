import type { AnyRouter } from '@trpc/server';

/**
 * tRPC's batching runs many procedures for one HTTP request. For a signed-in user that saves round trips;
 * for an anonymous procedure (sign-up) it would multiply whatever the per-request limits allow, so a batch
 * of more than one call that names an anonymous procedure (or one that does not exist) is refused whole.
 */
export function refuseAnonymousBatch(req: Request, router: AnyRouter, endpoint = '/api/trpc'): Response | null {
  const url = new URL(req.url);
  if (url.searchParams.get('batch') !== '1') return null;
  const paths = decodeURIComponent(url.pathname.slice(endpoint.length + 1)).split(',');
  if (paths.length <= 1) return null;
  const procedures = router._def.procedures as Record<string, { _def?: { meta?: { anonymous?: boolean } } } | undefined>;
  const anonymous = paths.some((p) => procedures[p]?._def?.meta?.anonymous !== false);
  if (!anonymous) return null;
  return Response.json(
    {
      error: {
        message: 'Procedures that run without a session cannot be batched; send them one request each.',
        code: -32600,
        data: { apiCode: 'batch_not_allowed', httpStatus: 400 },
      },
    },
    { status: 400 },
  );
}
