import { getDb } from '@/server/db/client';
import { checkReadiness } from '@/server/services/health/readiness';
import { logger } from '@/server/logger';

// Readiness, for load balancers and deploy checks: the database answers and has every migration this build
// expects. 503 otherwise, with what is missing (never the driver's error text, which names hosts).
export async function GET() {
  const r = await checkReadiness(getDb);
  const headers = { 'cache-control': 'no-store' };
  if (r.status === 'ready') return Response.json(r, { headers });
  if (r.database === 'unreachable') {
    logger.warn('not ready: database unreachable', { reason: r.reason, error: r.error });
    return Response.json({ status: r.status, reason: r.reason, database: r.database }, { status: 503, headers });
  }
  logger.warn('not ready: migrations pending', { pending: r.migrations.pending });
  return Response.json(r, { status: 503, headers });
}
