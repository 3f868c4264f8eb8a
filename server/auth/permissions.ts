import { z } from 'zod';

/** Every permission an API key can carry: the contract's table plus agent writes, webhooks and call reads. */
export const permissions = [
  'can_read_agents',
  'can_write_agents',
  'can_initiate_calls',
  'can_read_calls',
  'can_read_contacts',
  'can_write_contacts',
  'can_read_calendar',
  'can_write_calendar',
  'can_read_webhooks',
  'can_write_webhooks',
] as const;

export type Permission = (typeof permissions)[number];
export const permissionSchema = z.enum(permissions);

export function isPermission(value: string): value is Permission {
  return (permissions as readonly string[]).includes(value);
}
