/**
 * A configuration the application will not run with: each issue names the setting and says what to change. It
 * lives apart from config.ts, whose loading is what throws it, so that an entry point can still recognise it
 * (and report it without a stack trace) when importing config.ts has failed.
 */
export interface ConfigIssue {
  setting: string;
  message: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';

  constructor(
    readonly issues: ConfigIssue[],
    /** The environment asked for production (NODE_ENV=production). */
    readonly production: boolean,
  ) {
    super(`Invalid configuration:\n${issues.map((i) => `  ${i.setting}: ${i.message}`).join('\n')}`);
  }
}

export const isConfigError = (err: unknown): err is ConfigError => err instanceof ConfigError;
