import type { Permission } from '@/server/auth/permissions';

/**
 * What each permission lets a key do, taken from the permission each REST route declares. The contract puts
 * contact creation and updates under `can_read_contacts`, so that label says so rather than promise read-only.
 */
export const permissionLabels: Record<Permission, string> = {
  can_read_agents: 'View agents',
  can_write_agents: 'Create and edit agents',
  can_initiate_calls: 'Place calls and run campaigns',
  can_read_calls: 'View calls, campaigns and analytics',
  can_read_contacts: 'View, create and edit contacts',
  can_write_contacts: 'Delete and import contacts, manage context',
  can_read_calendar: 'View calendar and availability',
  can_write_calendar: 'Create and edit calendar events',
  can_read_webhooks: 'View webhooks and deliveries',
  can_write_webhooks: 'Manage webhooks',
};

/** One line per permission, shown under its checkbox. */
export const permissionHints: Record<Permission, string> = {
  can_read_agents: 'List agents and read their settings.',
  can_write_agents: 'Create agents and change their settings, tools and analysis.',
  can_initiate_calls:
    'Start, schedule and cancel calls; create, start, pause and cancel campaigns; check and change calling rules; manage the do-not-call list.',
  can_read_calls: 'Read calls, campaigns and their recipients, call analytics and the calling settings.',
  can_read_contacts: 'List, search and export contacts, create and update them, follow imports and list context variables.',
  can_write_contacts: 'Delete contacts, bulk and CSV imports, set contact and business values, define context variables.',
  can_read_calendar: 'List and read events and query free slots.',
  can_write_calendar: 'Create events and update, move or cancel them.',
  can_read_webhooks: 'List webhooks and read their delivery log.',
  can_write_webhooks: 'Create, edit and delete webhooks, rotate secrets, send tests and redeliver.',
};

/**
 * What a new key starts with: the reading permissions alone. A key is a secret that leaves the dashboard, so it
 * gets more only when someone asks for more (one click on "Every permission").
 */
export const readingPermissions: readonly Permission[] = ['can_read_agents', 'can_read_calls', 'can_read_contacts', 'can_read_calendar', 'can_read_webhooks'];
