import type { ConfigError } from '../errors/config-error';
import { doctorOfRefusal } from './commands/doctor-report';

/**
 * What the CLI prints when the configuration is refused before any command could load: `doctor` reports each
 * refused setting as a failing check (its usual lines, or its JSON object with --json); any other command says
 * what to fix on stderr. Exit code 1 either way, and never a stack trace.
 */
export function configRefusalOutput(err: ConfigError, argv: string[]): { code: number; stdout: string; stderr: string } {
  const json = argv.includes('--json');
  if (argv[0] === 'doctor') {
    const report = doctorOfRefusal(err.issues, err.production || argv.includes('--production'));
    return { code: 1, stdout: `${json ? JSON.stringify(report.result) : report.text}\n`, stderr: '' };
  }
  return { code: 1, stdout: json ? `${JSON.stringify({ error: 'invalid_configuration', message: err.message })}\n` : '', stderr: `error: ${err.message}\n` };
}
