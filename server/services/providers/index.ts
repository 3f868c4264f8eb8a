import type { VoiceProviderName } from '../../db/schema';
import { simulatorProvider } from './simulator';
import type { VoiceProvider } from './types';
import { vapiProvider } from './vapi';

const providers: Record<VoiceProviderName, VoiceProvider> = { simulator: simulatorProvider, vapi: vapiProvider };

export function providerFor(name: VoiceProviderName): VoiceProvider {
  return providers[name];
}
