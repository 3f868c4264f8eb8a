import { config } from '../../config';
import { voiceProviders, type VoiceProviderName } from '../../db/schema';
import { validationError } from '../../errors';
import { providerFor } from '../providers';

/** The provider that carries an agent's calls: its own choice, else (agents made before the choice) the server's. */
export const agentProviderOf = (a: { provider: VoiceProviderName | null }): VoiceProviderName => a.provider ?? config.VOICE_PROVIDER;

/** Whether this server can place calls through a provider: the simulator always, a real one with its API key. */
export function providerConfigured(provider: VoiceProviderName): boolean {
  return providerFor(provider).agents.configured();
}

/** The providers an agent may choose on this server, the default first. */
export function availableProviders(): VoiceProviderName[] {
  return [config.VOICE_PROVIDER, ...voiceProviders.filter((p) => p !== config.VOICE_PROVIDER && providerConfigured(p))];
}

/** 400 `validation_error` on `provider` for a provider this server has no credentials for. */
export function assertProviderAvailable(provider: VoiceProviderName): void {
  if (provider === config.VOICE_PROVIDER || providerConfigured(provider)) return;
  const key = providerFor(provider).agents.credentialSetting;
  throw validationError([{ path: 'provider', message: `this server is not configured for ${provider} (the operator sets ${key})` }]);
}
