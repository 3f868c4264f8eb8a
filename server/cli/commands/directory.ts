import { actorForUser } from '../../services/accounts/service';
import { getUserByEmailOrThrow, listAccountAgents, listAllAccounts, listAllUsers, type OperatorUserDto } from '../../services/accounts/operator-directory';
import type { AgentDto } from '../../services/agents/schema';
import { listAgents } from '../../services/agents/service';
import { optionalId, requireString, usageError, type Command } from '../command';
import { table, type Column } from '../table';

/*
 * The ids every other command asks for (--account, --user, --agent), found from what a person knows: the email
 * they signed up with, or a look at the lists. All of them only read.
 */

type AccountRow = Awaited<ReturnType<typeof listAllAccounts>>['accounts'][number];

const accountColumns: Column<AccountRow>[] = [
  ['ID', (a) => a.id], ['NAME', (a) => a.name], ['OWNER', (a) => a.owner_email], ['USERS', (a) => a.users],
  ['AGENTS', (a) => a.agents], ['PARTNER', (a) => a.partner_account_id], ['CREATED', (a) => a.created_at],
];

const userColumns: Column<OperatorUserDto>[] = [
  ['ID', (u) => u.id], ['ACCOUNT', (u) => u.account_id], ['EMAIL', (u) => u.email], ['NAME', (u) => u.name],
  ['ROLE', (u) => u.role], ['TEAMS', (u) => u.team_ids], ['CREATED', (u) => u.created_at],
];

const agentColumns: Column<AgentDto>[] = [
  ['ID', (a) => a.id], ['NAME', (a) => a.name], ['ROLE', (a) => a.role], ['PHONE', (a) => a.phone_number],
  ['TEAM', (a) => a.team_id], ['CALLS', (a) => a.total_calls], ['CAN CALL', (a) => (a.can_make_calls ? 'yes' : 'no')],
  ['ASSISTANT', (a) => a.assistant_id],
];

export const directoryCommands: Command[] = [
  {
    name: ['whoami'],
    usage: 'whoami --email E                                            → { id, email, name, role, team_ids, created_at, account: { id, name } }',
    options: ['email'],
    readOnly: true,
    run: (db, f) => getUserByEmailOrThrow(db, requireString(f, 'email')),
    text(r) {
      const u = r as Awaited<ReturnType<typeof getUserByEmailOrThrow>>;
      const teams = u.team_ids.length ? u.team_ids.join(', ') : 'none';
      return [
        `user ${u.id}  ${u.email}${u.name ? ` (${u.name})` : ''}, ${u.role}`,
        `account ${u.account.id}  ${u.account.name}`,
        `teams ${teams}`,
        '',
        `Use --user ${u.id} or --account ${u.account.id} in the other commands.`,
      ].join('\n');
    },
  },
  {
    name: ['account', 'list'],
    usage: 'account list                                                → { accounts: [{ id, name, owner_email, users, agents, partner_account_id, created_at }] }',
    options: [],
    readOnly: true,
    run: (db) => listAllAccounts(db),
    text: (r) => table((r as Awaited<ReturnType<typeof listAllAccounts>>).accounts, accountColumns, 'No accounts.'),
  },
  {
    name: ['user', 'list'],
    usage: 'user list [--account ID]                                    → { users: [{ id, account_id, email, name, role, team_ids, created_at }] }',
    options: ['account'],
    readOnly: true,
    run: (db, f) => listAllUsers(db, optionalId(f, 'account')),
    text: (r) => table((r as { users: OperatorUserDto[] }).users, userColumns, 'No users.'),
  },
  {
    name: ['agent', 'list'],
    usage: 'agent list (--account ID | --user ID)                       → { agents: [...] } as GET /api/v1/agents (--user: the agents that user sees)',
    options: ['account', 'user'],
    readOnly: true,
    async run(db, f) {
      const account = optionalId(f, 'account');
      const user = optionalId(f, 'user');
      if ((account === undefined) === (user === undefined)) throw usageError('give exactly one of --account and --user');
      return account !== undefined ? listAccountAgents(db, account) : listAgents(db, await actorForUser(db, user!));
    },
    text: (r) => table((r as { agents: AgentDto[] }).agents, agentColumns, 'No agents.'),
  },
];
