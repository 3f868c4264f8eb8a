import { and, eq, inArray } from 'drizzle-orm';
import { contextVariables, type CrmFieldMapping, type VariableType } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../errors';
import type { CrmFieldType, CrmProvider } from '../providers/crm-port';
import { variableScope } from '../context-variables/definitions';

/** The contact fields a CRM field may fill, by their API name, with the contacts table's column. */
export const MAPPABLE_CONTACT_FIELDS = {
  first_name: 'firstName', last_name: 'lastName', email: 'email', company: 'company', website: 'website', address: 'address',
  city: 'city', state: 'state', zip_code: 'zipCode', country: 'country', timezone: 'timezone',
} as const;
export type MappableContactField = keyof typeof MAPPABLE_CONTACT_FIELDS;

const CONTEXT_PREFIX = 'context.';

/** Which CRM field types a variable of each type accepts (a field the CRM does not type is checked value by value). */
const ACCEPTS: Record<VariableType, CrmFieldType[]> = {
  text: ['text', 'number', 'date', 'boolean'],
  select: ['text'],
  number: ['number'],
  date: ['date'],
  boolean: ['boolean'],
};

/**
 * Checks a field map against the contact's fields and the account's contact variables: a mapping onto an unknown
 * field or variable, a list onto anything but `tags`, or a CRM field whose type the variable cannot hold is refused
 * (400 validation_error naming each line), before anything is written.
 */
export async function validateFieldMap(db: DbOrTx, accountId: number, driver: CrmProvider, map: CrmFieldMapping[]): Promise<void> {
  const names = map.filter((m) => m.contact_field.startsWith(CONTEXT_PREFIX)).map((m) => m.contact_field.slice(CONTEXT_PREFIX.length));
  const defs = names.length
    ? await db.select({ name: contextVariables.name, type: contextVariables.variableType }).from(contextVariables)
      .where(and(variableScope(accountId), eq(contextVariables.contextType, 'contact'), inArray(contextVariables.name, names)))
    : [];
  const typeOf = new Map(defs.map((d) => [d.name, d.type]));
  const details: { path: string; message: string }[] = [];
  map.forEach((m, i) => {
    const path = `field_map.${i}.contact_field`;
    const crmType = driver.fieldType(m.crm_field);
    if (m.contact_field === 'tags' || m.contact_field === 'phone_numbers') {
      if (m.contact_field === 'phone_numbers' && crmType === 'list') details.push({ path, message: `${m.crm_field} is a list, not a phone number` });
      return;
    }
    if (m.contact_field in MAPPABLE_CONTACT_FIELDS) {
      if (crmType === 'list') details.push({ path, message: `${m.crm_field} is a list: map it onto tags` });
      return;
    }
    if (!m.contact_field.startsWith(CONTEXT_PREFIX)) {
      details.push({ path, message: `must be a contact field (${Object.keys(MAPPABLE_CONTACT_FIELDS).join(', ')}), phone_numbers, tags or context.<variable name>` });
      return;
    }
    const name = m.contact_field.slice(CONTEXT_PREFIX.length);
    const type = typeOf.get(name);
    if (!type) {
      details.push({ path, message: `names no contact variable called ${name}` });
      return;
    }
    if (crmType && !ACCEPTS[type].includes(crmType)) details.push({ path, message: `${m.crm_field} holds a ${crmType}, which the ${type} variable ${name} cannot hold` });
  });
  if (details.length) throw new AppError('validation_error', 'The field map does not fit the contact fields and variables.', { details });
}

export const contextVariableOf = (contactField: string) =>
  contactField.startsWith(CONTEXT_PREFIX) ? contactField.slice(CONTEXT_PREFIX.length) : null;
