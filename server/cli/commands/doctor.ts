import { config, onVercel, type Config } from '../../config';
import { checkReadiness } from '../../services/health/readiness';
import type { ReportCommand } from '../command';
import { keyringOf } from '../../db/encryption';
import { sealedInventory } from '../../db/sealed-inventory';
import { configuredKeys } from '../../db/sealing-keys';
import type { Database } from '../../db/types';
import { replicaLag } from '../../db/replica';
import { checkReplica, checkSealedSecrets, configChecks, databaseCheck, type CheckResult, type DoctorContext } from './doctor-checks';
import { doctorReport, type DoctorReport } from './doctor-report';
import { vapiChecks } from './doctor-vapi';

/** Runs every check against a configuration and the database it names; exit code 1 when any check fails. */
export async function runDoctor(
  c: Config,
  openDb: Parameters<ReportCommand['report']>[0],
  opts: { production?: boolean } = {},
): Promise<DoctorReport> {
  const ctx: DoctorContext = { production: Boolean(opts.production) || c.NODE_ENV === 'production' || onVercel(c), vercel: onVercel(c) };
  const checks: CheckResult[] = configChecks(c, ctx);
  // Look, never change: no migrations here (an embedded database still opens through the CLI's usual path). A server
  // that has not answered in 15 s is a finding; a fresh embedded database writes its files on first open, which on a
  // small, busy machine takes longer than that and is no fault.
  const timeoutMs = c.DATABASE_URL ? 15_000 : 60_000;
  const readiness = await checkReadiness(() => openDb({ migrate: false }), { timeoutMs });
  checks.push(databaseCheck(readiness, !c.DATABASE_URL));
  if (readiness.status === 'ready') {
    const sealed = await sealedSecretsCheck(c, await openDb({ migrate: false }));
    if (sealed) checks.push(sealed);
    if (c.DATABASE_URL_REPLICA) checks.push(checkReplica(await replicaLag(await openDb({ migrate: false }))));
  }
  // Vapi's side: the public URL it reaches, and (with a database holding the current schema) the credential and
  // the assistants as Vapi holds them.
  if (c.VOICE_PROVIDER === 'vapi') {
    const db = readiness.status === 'ready' ? await openDb({ migrate: false }) : null;
    checks.push(...(await vapiChecks(c, ctx, db)));
  }
  return doctorReport(checks, ctx);
}

/**
 * Whether the stored secrets open with the configured keys; looks without writing (no key file is generated). None
 * when the keys themselves do not parse (encryption_key fails then).
 */
async function sealedSecretsCheck(c: Config, db: Database): Promise<CheckResult | null> {
  let ring;
  try {
    ring = keyringOf(configuredKeys(c, { create: false }));
  } catch {
    return null;
  }
  try {
    return checkSealedSecrets(await sealedInventory(db, ring), ring);
  } catch (err) {
    return { name: 'sealed_secrets', status: 'warn', message: `could not count the sealed secrets: ${err instanceof Error ? err.message : String(err)}` };
  }
}

export const doctorCommands: ReportCommand[] = [
  {
    name: ['doctor'],
    usage: 'doctor [--production]                                      → { ok, production, summary, checks: [{ name, status, message }] }',
    options: [],
    switches: ['production'],
    report: (openDb, flags) => runDoctor(config, openDb, { production: flags.production === true }),
  },
];
