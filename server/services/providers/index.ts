import type { VoiceProviderName } from '../../db/schema';
import { simulatorProvider } from './simulator/driver';
import type { VoiceProvider } from './port';
import { retellProvider } from './retell/driver';
import { vapiProvider } from './vapi/driver';

const providers: Record<VoiceProviderName, VoiceProvider> = { simulator: simulatorProvider, vapi: vapiProvider, retell: retellProvider };

export function providerFor(name: VoiceProviderName): VoiceProvider {
  return providers[name];
}
