import type { Permission } from '@/server/auth/permissions';

export const permissionLabels: Record<Permission, string> = {
  can_read_agents: 'Read agents',
  can_write_agents: 'Create and edit agents',
  can_initiate_calls: 'Start calls',
  can_read_calls: 'Read calls',
  can_read_contacts: 'Read and write contacts',
  can_write_contacts: 'Context variables and values',
  can_read_calendar: 'Read calendar',
  can_write_calendar: 'Write calendar',
  can_read_webhooks: 'Read webhooks',
  can_write_webhooks: 'Manage webhooks',
};
