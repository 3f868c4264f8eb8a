import { isAccountAdmin, type Actor } from '../../auth/actor';
import { AppError } from '../../errors';

/**
 * Definitions and business values are what every agent of the account says and asks, so only the account's
 * owners and admins change them, whatever permissions a member's API key carries. Members still set values
 * on the contacts they can see.
 */
export function requireVariableManager(actor: Actor, what: string): void {
  if (!isAccountAdmin(actor)) {
    throw new AppError('permission_denied', `Only the account owners and admins can change ${what}.`);
  }
}
