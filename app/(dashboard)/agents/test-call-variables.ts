import { callVariableNames } from '@/server/services/templates/call-variables';
import { BUSINESS_PREFIX } from '@/server/services/templates/undefined-variables';
import { templateVariables } from '@/server/services/templates/render';

/**
 * The variables a test call asks for, from the agent's own templates: `first_name` first (every greeting wants
 * it), then the others in the order the first message and instructions use them. Business variables come from the
 * business and the call's own (`{{disclosure}}`) from the call, so neither is asked for.
 */
export function testCallVariableNames(agent: { first_message: string; instructions: string }): string[] {
  const own = new Set<string>(callVariableNames);
  const used = templateVariables(`${agent.first_message}\n${agent.instructions}`)
    .filter((n) => !own.has(n) && !n.startsWith(BUSINESS_PREFIX) && n !== 'first_name');
  return ['first_name', ...used];
}

/** The typed values a test call passes as its variables: the blank ones left out, so contacts' values stand. */
export function testCallVariables(typed: Readonly<Record<string, string>>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((n) => (typed[n]?.trim() ? [[n, typed[n].trim()]] : [])));
}

/** "appointment_day" → "Appointment day": a field's label. */
export const variableLabel = (name: string) => {
  const words = name.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
