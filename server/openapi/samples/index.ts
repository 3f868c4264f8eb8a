import { agentSamples } from './agents';
import { referenceSamples } from './reference';
import type { Sample } from './types';

/** Real requests for every operation of the document, grouped by domain. */
export const samples: Sample[] = [...agentSamples, ...referenceSamples];
