import { isConfigError } from '../errors/config-error';
import { configRefusalOutput } from './config-refusal';

/**
 * The entry of `npm run cli`: main.ts, whose import loads and validates the configuration. A configuration the
 * application refuses (INNGEST_DEV in production, a setting that does not parse) is then reported in words, by
 * doctor as failing checks, instead of as an uncaught exception with a stack trace.
 */
try {
  await import('./main');
} catch (err) {
  if (!isConfigError(err)) throw err;
  const out = configRefusalOutput(err, process.argv.slice(2));
  process.stdout.write(out.stdout);
  process.stderr.write(out.stderr);
  process.exitCode = out.code;
}
