import type { DndSettingsSchema, GetContectByIdSchema, UpdateContactDto } from '@gohighlevel/api-client/dist/lib/code/contacts/models/contacts';
import type { CrmContact } from '../crm-port';

/** The scalar fields of a HighLevel contact Switchboard reads (the SDK's model's names). */
const SCALARS = [
  'firstName', 'lastName', 'name', 'email', 'companyName', 'website', 'address1', 'city', 'state', 'postalCode', 'country', 'timezone',
  'source', 'dateOfBirth',
] as const satisfies readonly (keyof GetContectByIdSchema)[];

/** A channel's DND is on while its status is `active` (or HighLevel's `permanent`); `dnd: true` closes every channel. */
const closed = (all: boolean | undefined, s: DndSettingsSchema[keyof DndSettingsSchema]) =>
  all === true || s?.status === 'active' || s?.status === 'permanent';

/** A HighLevel contact (the SDK's model, which its contact webhooks also carry) as the port's contact. */
export function fromHighLevel(c: GetContectByIdSchema & { id: string; additionalPhones?: unknown }): CrmContact {
  const fields: CrmContact['fields'] = {};
  for (const k of SCALARS) {
    const v = c[k];
    if (typeof v === 'string') fields[k] = v;
  }
  for (const f of c.customFields ?? []) {
    if (f?.id && (typeof f.value === 'string' || typeof f.value === 'number' || typeof f.value === 'boolean')) fields[`custom.${f.id}`] = f.value;
  }
  const extra = Array.isArray(c.additionalPhones)
    ? c.additionalPhones.map((p: unknown) => (typeof p === 'string' ? p : (p as { phone?: unknown })?.phone)).filter((p): p is string => typeof p === 'string')
    : [];
  return {
    externalId: c.id,
    fields,
    phones: [c.phone, ...extra].filter((p): p is string => typeof p === 'string' && p.trim().length > 0),
    tags: (c.tags ?? []).filter((t): t is string => typeof t === 'string'),
    dnd: { calls: closed(c.dnd, c.dndSettings?.Call), texts: closed(c.dnd, c.dndSettings?.SMS) },
    updatedAt: c.dateUpdated ?? c.dateAdded ?? null,
  };
}

/** The standard fields a contact update takes (the SDK's UpdateContactDto), of those Switchboard reads. */
const WRITABLE = [
  'firstName', 'lastName', 'name', 'email', 'website', 'address1', 'city', 'state', 'postalCode', 'country', 'timezone', 'source', 'dateOfBirth',
] as const satisfies readonly (keyof UpdateContactDto)[];

/** Field values by the port's names as HighLevel's update body: standard fields by name, `custom.<id>` as customFields. */
export function highLevelFieldUpdate(fields: Record<string, string | number | boolean>): UpdateContactDto {
  const body: UpdateContactDto = {};
  const custom: { id: string; field_value: string | number | boolean }[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (name.startsWith('custom.') && name.length > 7) custom.push({ id: name.slice(7), field_value: value });
    else if ((WRITABLE as readonly string[]).includes(name)) (body as Record<string, unknown>)[name] = String(value);
  }
  if (custom.length) body.customFields = custom;
  return body;
}
