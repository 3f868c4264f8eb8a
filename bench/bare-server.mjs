// The physical limit for GET /api/v1/agents: plain node:http and postgres.js doing the same key lookup and
// agents query as the app, with none of the framework. Started by bench/run.ts.
import { createHash } from 'node:crypto';
import http from 'node:http';
import postgres from 'postgres';

// One connection, as the app's hot reads use: concurrent requests' queries pipeline on it.
const sql = postgres(process.env.DATABASE_URL, { max: 1 });
const port = Number(process.env.PORT || 0);
// The provider an agent without one of its own takes: the server's VOICE_PROVIDER, as the app answers it.
const defaultProvider = process.env.VOICE_PROVIDER || 'simulator';

async function handle(req, res) {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!m) return send(res, 401, '{"error":"authentication_required"}');
  const hash = createHash('sha256').update(m[1]).digest('hex');
  // The key, its user's access and the visible agents as JSON, in one statement like the app's.
  const [key] = await sql`
    select k.id, k.user_id, k.permissions, k.revoked_at, k.expires_at, (
      select coalesce('[' || string_agg(row_to_json(x)::text, ',' order by x.id) || ']', '[]') from (
        select g.id, g.assistant_id, g.name, g.role, g.phone_number, round(g.seconds_used / 60.0, 2)::float8 as minutes_used,
          g.total_calls, g.model, g.voice_id, g.phone_number is not null as can_make_calls, g.team_id,
          coalesce(g.provider, ${defaultProvider}) as provider
        from agents g
        where (g.account_id = u.account_id and (u.role in ('owner', 'admin') or g.created_by_user_id = u.id
               or g.team_id = any(coalesce((select array_agg(t.id) from teams t where t.account_id = u.account_id
                 and (u.role in ('owner', 'admin') or exists (select 1 from team_memberships tm where tm.team_id = t.id and tm.user_id = u.id))), '{}'))))
           or g.account_id in (select c.id from accounts c where c.partner_account_id = u.account_id)
           or (g.account_id = coalesce(a.partner_account_id, 0) and g.shared_with_clients)) x) as agents
    from api_keys k join users u on u.id = k.user_id join accounts a on a.id = u.account_id
    where k.key_hash = ${hash}`;
  if (!key || key.revoked_at || (key.expires_at && key.expires_at <= new Date())) return send(res, 401, '{"error":"invalid_key"}');
  if (!key.permissions.includes('can_read_agents')) return send(res, 403, '{"error":"permission_denied"}');
  send(res, 200, `{"agents":${key.agents}}`);
}

function send(res, status, text) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(text);
}

const server = http.createServer((req, res) => handle(req, res).catch(() => send(res, 500, '{"error":"server_error"}')));
server.listen(port, '127.0.0.1', () => console.log(`bare listening ${server.address().port}`));
