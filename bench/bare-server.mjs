// The physical limit for GET /api/v1/agents: plain node:http and postgres.js doing the same key lookup and
// agents query as the app, with none of the framework. Started by the agents suite (bench/agents.ts), which hands
// it the app's own list expression rendered to SQL (AGENTS_LIST_SQL and its AGENTS_LIST_PARAMS): the fields, the
// visibility rule and the archived filter are the app's by construction, so the two can no longer drift apart.
import { createHash } from 'node:crypto';
import http from 'node:http';
import postgres from 'postgres';

// One connection, as the app's hot reads use: concurrent requests' queries pipeline on it.
const sql = postgres(process.env.DATABASE_URL, { max: 1 });
const port = Number(process.env.PORT || 0);
const listSql = process.env.AGENTS_LIST_SQL;
const listParams = JSON.parse(process.env.AGENTS_LIST_PARAMS || '[]');
if (!listSql) throw new Error('AGENTS_LIST_SQL is not set: the agents suite starts this server');
// The key, its user's access and the visible agents as JSON, in one statement like the app's (the list expression
// reads the key lookup's "users" and "accounts" rows); the key's hash is the last parameter.
const statement = `select k.id, k.user_id, k.permissions, k.revoked_at, k.expires_at, ${listSql} as agents
  from api_keys k join "users" on "users".id = k.user_id join "accounts" on "accounts".id = "users".account_id
  where k.key_hash = $${listParams.length + 1}`;

async function handle(req, res) {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!m) return send(res, 401, '{"error":"authentication_required"}');
  const hash = createHash('sha256').update(m[1]).digest('hex');
  const [key] = await sql.unsafe(statement, [...listParams, hash], { prepare: true });
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
