/**
 * The fault bench's PGlite writer (`tsx bench/fault-pglite-writer.ts DIR [ACCOUNT_ID USER_ID]`): opens the embedded
 * database in DIR (migrating it), with no account given bootstraps one and prints `account <id> <user id>`, then
 * writes until it is killed, printing each write once it is committed: `contact <id>` for a contact created, `credit`
 * for a cent credited to the wallet (a ledger row and the balance in one transaction). The bench kills it with
 * SIGKILL mid-write and checks, after reopening the folder, that every write it printed is there.
 */
import { openDatabase } from '../server/db/client';
import { actorForUser, bootstrapAccount } from '../server/services/accounts/service';
import { createContact } from '../server/services/contacts/write';
import { creditAccount } from '../server/services/wallet/ledger';

const [dir, accountArg, userArg] = process.argv.slice(2);
const handle = await openDatabase({ pgliteDir: dir });
let accountId = Number(accountArg);
let userId = Number(userArg);
if (!accountId) {
  const boot = await bootstrapAccount(handle.db, { email: 'faults-pglite@example.test', account_name: 'Faults PGlite' });
  accountId = boot.account_id;
  userId = boot.user_id;
}
console.log(`account ${accountId} ${userId}`);
const actor = await actorForUser(handle.db, userId);
for (let i = 0; ; i++) {
  const c = await createContact(handle.db, actor, { first_name: `Writer ${process.pid}-${i}`, last_name: 'Fault' });
  console.log(`contact ${c.id}`);
  await creditAccount(handle.db, accountId, 1, { description: 'fault bench write' });
  console.log('credit');
}
