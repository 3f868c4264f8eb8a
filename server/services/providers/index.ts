import type { VoiceProviderName } from '../../db/schema';
import { simulatorProvider } from './simulator';
import type { VoiceProvider } from './types';
import { retellProvider } from './retell';
import { vapiProvider } from './vapi';

const providers: Record<VoiceProviderName, VoiceProvider> = { simulator: simulatorProvider, vapi: vapiProvider, retell: retellProvider };

export function providerFor(name: VoiceProviderName): VoiceProvider {
  return providers[name];
}
