import type { ContextType } from '../../db/schema';

/**
 * The system default variables (global rows seeded by migration 0002). Setting one through a context
 * endpoint writes the contact's or the business profile's own field instead of the context.
 */
export const defaultVariableNames: Record<ContextType, readonly string[]> = {
  contact: ['first_name', 'last_name', 'full_name', 'email', 'phone_number', 'company', 'city', 'state', 'country'],
  business: ['name', 'phone', 'email', 'website', 'address', 'timezone', 'industry'],
};

/** Contact defaults derived from other data, which a context endpoint cannot set. */
export const readOnlyContactDefaults: readonly string[] = ['full_name', 'phone_number'];

export const isDefaultVariable = (contextType: ContextType, name: string) =>
  defaultVariableNames[contextType].includes(name);
