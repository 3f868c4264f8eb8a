export const navItems = [
  { href: '/overview', label: 'Overview', icon: '◎' },
  { href: '/api-keys', label: 'API keys', icon: '⚿' },
  { href: '/agents', label: 'Agents', icon: '☺' },
  { href: '/contacts', label: 'Contacts', icon: '☰' },
  { href: '/variables', label: 'Context variables', icon: '{}' },
  { href: '/calendar', label: 'Calendar', icon: '▦' },
  { href: '/calls', label: 'Calls', icon: '☏' },
  { href: '/webhooks', label: 'Webhooks', icon: '⇄' },
  { href: '/team', label: 'Team & wallet', icon: '♜' },
] as const;
