export const navItems = [
  { href: '/overview', label: 'Overview', icon: 'overview' },
  { href: '/api-keys', label: 'API keys', icon: 'key' },
  { href: '/agents', label: 'Agents', icon: 'agent' },
  { href: '/contacts', label: 'Contacts', icon: 'contacts' },
  { href: '/variables', label: 'Context variables', icon: 'variables' },
  { href: '/calendar', label: 'Calendar', icon: 'calendar' },
  { href: '/calls', label: 'Calls', icon: 'calls' },
  { href: '/campaigns', label: 'Campaigns', icon: 'campaigns' },
  { href: '/analytics', label: 'Analytics', icon: 'analytics' },
  { href: '/compliance', label: 'Calling rules', icon: 'rules' },
  { href: '/webhooks', label: 'Webhooks', icon: 'webhooks' },
  { href: '/team', label: 'Team & wallet', icon: 'team' },
] as const;
