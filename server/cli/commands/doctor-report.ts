import type { ConfigIssue } from '../../errors/config-error';
import type { CheckResult } from './doctor-checks';

/**
 * How `cli doctor` prints its findings: one line a check, then the count; exit code 1 when any check fails. It
 * needs no configuration, so a configuration the application refuses is reported the same way (doctorOfRefusal).
 */
export interface DoctorReport {
  code: number;
  result: Record<string, unknown>;
  text: string;
}

const LABEL = { ok: 'ok  ', warn: 'WARN', fail: 'FAIL' } as const;

export function doctorReport(checks: CheckResult[], ctx: { production: boolean; vercel?: boolean }, note?: string): DoctorReport {
  const count = (s: CheckResult['status']) => checks.filter((x) => x.status === s).length;
  const summary = { ok: count('ok'), warn: count('warn'), fail: count('fail') };
  const width = Math.max(0, ...checks.map((x) => x.name.length));
  const text = [
    `Checked as ${ctx.production ? 'production' : 'development'}${ctx.vercel ? ' on Vercel' : ''}:`,
    ...checks.map((x) => `${LABEL[x.status]}  ${x.name.padEnd(width)}  ${x.message}`),
    ...(note ? [note] : []),
    `${summary.ok} ok, ${summary.warn} ${summary.warn === 1 ? 'warning' : 'warnings'}, ${summary.fail} failing`,
  ].join('\n');
  return { code: summary.fail > 0 ? 1 : 0, result: { ok: summary.fail === 0, production: ctx.production, summary, checks }, text };
}

/**
 * The report when the configuration itself is refused (a setting that does not parse, or one production forbids,
 * such as INNGEST_DEV): each refused setting is a failing check named after it. The other checks need a
 * configuration the application accepts, so they wait until these are fixed.
 */
export function doctorOfRefusal(issues: ConfigIssue[], production: boolean): DoctorReport {
  const checks: CheckResult[] = issues.map((i) => ({ name: i.setting || 'configuration', status: 'fail', message: i.message }));
  return doctorReport(checks, { production }, 'The other checks run once the settings above are accepted.');
}
