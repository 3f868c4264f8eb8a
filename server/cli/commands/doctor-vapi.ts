import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Config } from '../../config';
import type { Database } from '../../db/types';
import { auditAssistantServers, auditInboundNumbers, countManagedAssistants } from '../../services/providers/vapi/servers';
import { describeVapiFailure } from '../../services/providers/vapi/client';
import { credentialAtVapi, findDeploymentCredential } from '../../services/providers/vapi/credential';
import { blockedReason } from '../../services/webhooks/address-rules';
import type { CheckResult, DoctorContext } from './doctor-checks';

/** How many assistants (the most recently changed) and inbound numbers doctor reads at Vapi. */
export const ASSISTANTS_CHECKED = 20;

const result = (name: string, status: CheckResult['status'], message: string): CheckResult => ({ name, status, message });
/** A finding that breaks Vapi's messages fails in production and warns in development. */
const serious = (ctx: DoctorContext) => (ctx.production ? 'fail' : 'warn');

const eventsUrlOf = (c: Config) => `${c.PUBLIC_BASE_URL!.replace(/\/+$/, '')}/api/providers/vapi/events`;

/**
 * Why PUBLIC_BASE_URL cannot be where Vapi sends its messages, from the URL alone: not https, a local name, or a
 * literal address that is not public unicast (private, loopback, link-local and the like). Null when none applies.
 */
export function publicUrlProblem(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'is not a URL';
  }
  if (u.protocol !== 'https:') return `is ${u.protocol.replace(':', '')}, and Vapi must reach it over https`;
  const host = u.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    const blocked = blockedReason(host);
    return blocked ? `names a ${blocked} address, which Vapi cannot reach` : null;
  }
  if (host === 'localhost' || /\.(localhost|local|internal|lan|home\.arpa)$/i.test(host) || !host.includes('.')) {
    return `names ${host}, a local host name Vapi cannot reach`;
  }
  return null;
}

/** PUBLIC_BASE_URL as Vapi would reach it: https, and a host whose every address is public. */
export async function checkVapiPublicUrl(c: Config, ctx: DoctorContext): Promise<CheckResult> {
  const name = 'vapi_public_url';
  if (!c.PUBLIC_BASE_URL) {
    return result(name, 'warn', "PUBLIC_BASE_URL is not set: assistants, tools and numbers name no server and no credential, so Vapi sends to the organization's server URL; set PUBLIC_BASE_URL, or set that URL by hand in Vapi's dashboard to <public address>/api/providers/vapi/events with a credential given in VAPI_WEBHOOK_SECRET or VAPI_WEBHOOK_CREDENTIAL");
  }
  const problem = publicUrlProblem(c.PUBLIC_BASE_URL);
  if (problem) return result(name, serious(ctx), `PUBLIC_BASE_URL ${problem}: set it to the site's public https address`);
  const host = new URL(c.PUBLIC_BASE_URL).hostname.replace(/^\[|\]$/g, '');
  if (!isIP(host)) {
    try {
      const addresses = await lookup(host, { all: true });
      const local = addresses.find((a) => blockedReason(a.address));
      if (local) return result(name, serious(ctx), `PUBLIC_BASE_URL's host ${host} resolves to ${local.address} (${blockedReason(local.address)}), which Vapi cannot reach: point it at a public address`);
    } catch {
      return result(name, 'warn', `PUBLIC_BASE_URL's host ${host} did not resolve from here: make sure Vapi can reach it`);
    }
  }
  return result(name, 'ok', `Vapi sends messages and tool calls to ${eventsUrlOf(c)}`);
}

/** The deployment's credential: registered, and still at Vapi (`GET /credential/{id}`). */
export async function checkVapiCredential(c: Config, ctx: DoctorContext, db: Database): Promise<CheckResult> {
  const name = 'vapi_credential';
  const stored = await findDeploymentCredential(db);
  if (!stored) {
    const managed = await countManagedAssistants(db);
    return managed
      ? result(name, serious(ctx), `no credential is registered, yet ${managed} assistant(s) exist: run \`cli vapi servers\` to register it and name it on them`)
      : result(name, 'ok', 'no credential registered yet: Switchboard registers it at Vapi with the first assistant or number it sets up');
  }
  const found = await credentialAtVapi(stored.credentialId);
  if (found === 'found') return result(name, 'ok', `credential ${stored.credentialId} at Vapi (HMAC ${stored.plan.algorithm}) signs the messages`);
  if (found === 'missing') {
    return result(name, 'fail', `Vapi has no credential ${stored.credentialId} (deleted in its dashboard, or VAPI_API_KEY names another organization): run \`cli vapi servers --new-credential\``);
  }
  return result(name, 'fail', `the credential ${stored.credentialId} could not be read at ${c.VAPI_BASE_URL} (${describeVapiFailure(found)}): check VAPI_API_KEY and the network`);
}

/** The most recently changed assistants at Vapi name the events URL and the credential, on themselves and their tools. */
export async function checkVapiAssistants(c: Config, ctx: DoctorContext, db: Database): Promise<CheckResult> {
  const name = 'vapi_assistants';
  const stored = await findDeploymentCredential(db);
  const total = await countManagedAssistants(db);
  if (total === 0) return result(name, 'ok', 'no assistants at Vapi yet');
  if (!stored) return result(name, serious(ctx), `${total} assistant(s) name no credential: run \`cli vapi servers\``);
  const audits = await auditAssistantServers(db, { url: eventsUrlOf(c), credentialId: stored.credentialId }, ASSISTANTS_CHECKED);
  const wrong = audits.filter((a) => a.problems.length);
  const scope = total > audits.length ? `the ${audits.length} most recently changed of ${total} assistants` : `all ${total} assistant(s)`;
  if (!wrong.length) return result(name, 'ok', `${scope} name ${eventsUrlOf(c)} and the credential`);
  const shown = wrong.slice(0, 3).map((a) => `${a.assistant_id} (agent ${a.agent_id}): ${a.problems.join('; ')}`).join(' | ');
  return result(name, serious(ctx), `${wrong.length} of ${scope} do not name ${eventsUrlOf(c)} with the credential: ${shown}; run \`cli vapi servers\``);
}

/** The numbers inbound agents answer send their calls' assistant-request to the events URL with the credential. */
export async function checkVapiNumbers(c: Config, ctx: DoctorContext, db: Database): Promise<CheckResult> {
  const name = 'vapi_numbers';
  const stored = await findDeploymentCredential(db);
  const { total, audits } = stored
    ? await auditInboundNumbers(db, { url: eventsUrlOf(c), credentialId: stored.credentialId }, ASSISTANTS_CHECKED)
    : { total: 0, audits: [] };
  if (total === 0) return result(name, 'ok', 'no inbound agent answers a Vapi number');
  const wrong = audits.filter((a) => a.problems.length);
  const scope = total > audits.length ? `${audits.length} of ${total} inbound numbers` : `${total} inbound number(s)`;
  if (!wrong.length) return result(name, 'ok', `${scope} send their calls to ${eventsUrlOf(c)} with the credential`);
  const shown = wrong.slice(0, 3).map((a) => `${a.phone_number_id}: ${a.problems.join('; ')}`).join(' | ');
  return result(name, serious(ctx), `${wrong.length} of ${scope} will not ask Switchboard for their inbound agent: ${shown}; run \`cli vapi servers\``);
}

/** The Vapi checks of `cli doctor` (VOICE_PROVIDER=vapi): the public URL, then, with a database, the credential and the assistants. */
export async function vapiChecks(c: Config, ctx: DoctorContext, db: Database | null): Promise<CheckResult[]> {
  const checks = [await checkVapiPublicUrl(c, ctx)];
  if (!db || !c.PUBLIC_BASE_URL || !c.VAPI_API_KEY) return checks;
  checks.push(await checkVapiCredential(c, ctx, db));
  checks.push(await checkVapiAssistants(c, ctx, db));
  checks.push(await checkVapiNumbers(c, ctx, db));
  return checks;
}
