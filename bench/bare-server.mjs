// The physical limit for GET /api/v1/agents: plain node:http and postgres.js doing the same key lookup and
// agents query as the app, with none of the framework. Started by bench/run.ts.
import { createHash } from 'node:crypto';
import http from 'node:http';
import postgres from 'postgres';

const sql = postgres(process.env.DATABASE_URL, { max: 10 });
const port = Number(process.env.PORT || 0);

async function handle(req, res) {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!m) return send(res, 401, { error: 'authentication_required' });
  const hash = createHash('sha256').update(m[1]).digest('hex');
  const [key] = await sql`
    select k.id, k.user_id, k.permissions, k.revoked_at, k.expires_at, u.account_id, u.role, a.partner_account_id,
      coalesce((select array_agg(t.id order by t.id) from teams t where t.account_id = u.account_id
        and (u.role in ('owner','admin') or exists (select 1 from team_memberships tm where tm.team_id = t.id and tm.user_id = u.id))), '{}') as team_ids
    from api_keys k join users u on u.id = k.user_id join accounts a on a.id = u.account_id
    where k.key_hash = ${hash}`;
  if (!key || key.revoked_at || (key.expires_at && key.expires_at <= new Date())) return send(res, 401, { error: 'invalid_key' });
  if (!key.permissions.includes('can_read_agents')) return send(res, 403, { error: 'permission_denied' });
  const admin = key.role === 'owner' || key.role === 'admin';
  const rows = await sql`
    select * from agents
    where (account_id = ${key.account_id} and (${admin} or created_by_user_id = ${key.user_id} or team_id = any(${key.team_ids}::int[])))
       or account_id in (select id from accounts where partner_account_id = ${key.account_id})
       or (account_id = ${key.partner_account_id} and shared_with_clients)
    order by id`;
  send(res, 200, {
    agents: rows.map((a) => ({
      id: a.id, assistant_id: a.assistant_id, name: a.name, role: a.role, phone_number: a.phone_number,
      minutes_used: Math.round((Number(a.seconds_used) / 60) * 100) / 100, total_calls: a.total_calls, model: a.model,
      voice_id: a.voice_id, can_make_calls: Boolean(a.phone_number), team_id: a.team_id,
    })),
  });
}

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const server = http.createServer((req, res) => handle(req, res).catch(() => send(res, 500, { error: 'server_error' })));
server.listen(port, '127.0.0.1', () => console.log(`bare listening ${server.address().port}`));
