// Liveness only: no database, so it measures the framework's own floor.
export function GET() {
  return Response.json({ ok: true });
}
