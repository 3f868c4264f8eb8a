import { z } from 'zod';
import { config } from '../../config';
import { providerFor } from '../providers';
import { availableProviders } from './agent-provider';
import { commonModels, commonVoices } from './model-catalog';

/**
 * The operator's catalogue of models and voices (AGENT_MODELS, AGENT_VOICES; unset: the editor's common list).
 * Every model and voice costs the account the same per-minute rate, so an agent may use only what the operator
 * chose to offer at that rate; the value reaches the voice provider as it is.
 */
export const agentModels = (): string[] => config.AGENT_MODELS ?? commonModels.map((m) => m.value);
export const agentVoices = (): string[] => config.AGENT_VOICES ?? commonVoices.map((v) => v.value);

/** What a new agent gets when it names none: the usual choice when offered, else the catalogue's first. */
const preferred = (values: string[], usual: string) => (values.includes(usual) ? usual : values[0]);
export const defaultAgentModel = () => preferred(agentModels(), 'gpt-4o');
export const defaultAgentVoice = () => preferred(agentVoices(), 'alloy');

/** A field of one of `values`, whose refusal names them all (the OpenAPI document shows them as an enum). */
export function catalogueField(values: string[], what: string) {
  return z.enum(values as [string, ...string[]], { error: `must be one of the ${what} this server offers: ${values.join(', ')}` });
}

/** The catalogue with the editor's labels, for the dashboard's choices. */
export function agentCatalogue() {
  const labelled = (values: string[], known: readonly { value: string; label: string }[]) =>
    values.map((value) => ({ value, label: known.find((k) => k.value === value)?.label ?? value }));
  return {
    models: labelled(agentModels(), commonModels),
    voices: labelled(agentVoices(), commonVoices),
    /** The voice providers a new agent may choose on this server, the server's default first. */
    providers: availableProviders().map((value) => ({ value, label: providerFor(value).agents.label })),
  };
}
