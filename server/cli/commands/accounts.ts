import { permissions } from '../../auth/permissions';
import {
  bootstrapAccount, createApiKeyForUser, createTeam, createUser, linkPartner, revokeApiKey,
} from '../../services/accounts/service';
import { accountNameFromEmail } from '../account-name';
import { optionalString, requireId, requireString, usageError, type Command } from '../command';

function parseIdList(value: string | undefined, name: string): number[] {
  if (!value) return [];
  return value.split(',').map((s) => {
    const t = s.trim();
    if (!/^\d+$/.test(t)) throw usageError(`--${name} must be a comma-separated list of ids, got "${value}"`);
    return Number(t);
  });
}

export const accountCommands: Command[] = [
  {
    name: ['bootstrap'],
    usage: 'bootstrap [--email E] [--password P] [--account-name N]',
    options: ['email', 'password', 'account-name'],
    async run(db, f) {
      const email = optionalString(f, 'email') ?? `owner+${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
      const r = await bootstrapAccount(db, {
        email,
        password: optionalString(f, 'password'),
        account_name: optionalString(f, 'account-name') ?? accountNameFromEmail(email),
      });
      return { account_id: r.account_id, user_id: r.user_id, team_id: r.team_id, api_key: r.api_key };
    },
  },
  {
    name: ['user', 'create'],
    usage: 'user create --account ID --email E [--password P] [--role owner|admin|member]',
    options: ['account', 'email', 'password', 'role'],
    run: (db, f) =>
      createUser(db, requireId(f, 'account'), {
        email: requireString(f, 'email'),
        password: optionalString(f, 'password'),
        role: (optionalString(f, 'role') ?? 'member') as 'member',
      }),
  },
  {
    name: ['team', 'create'],
    usage: 'team create --account ID --name N [--members ID,ID]',
    options: ['account', 'name', 'members'],
    run: (db, f) =>
      createTeam(db, requireId(f, 'account'), {
        name: requireString(f, 'name'),
        member_ids: parseIdList(optionalString(f, 'members'), 'members'),
      }),
  },
  {
    name: ['key', 'create'],
    usage: `key create --user ID [--name N] [--permissions p1,p2 | all]  (permissions: ${permissions.join(', ')})`,
    options: ['user', 'name', 'permissions'],
    run(db, f) {
      const raw = optionalString(f, 'permissions') ?? 'all';
      const list = raw === 'all' ? [...permissions] : raw.split(',').map((p) => p.trim()).filter(Boolean);
      return createApiKeyForUser(db, requireId(f, 'user'), {
        name: optionalString(f, 'name') ?? 'CLI key',
        permissions: list as (typeof permissions)[number][],
      });
    },
  },
  {
    name: ['key', 'revoke'],
    usage: 'key revoke --id ID',
    options: ['id'],
    run: (db, f) => revokeApiKey(db, requireId(f, 'id')),
  },
  {
    name: ['partner', 'link'],
    usage: 'partner link --partner ACCOUNT --client ACCOUNT',
    options: ['partner', 'client'],
    run: (db, f) => linkPartner(db, requireId(f, 'partner'), requireId(f, 'client')),
  },
];
