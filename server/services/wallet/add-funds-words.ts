/**
 * The words that tell a person how money gets into a wallet: one source for the insufficient_funds message of every
 * door, the trial credit's refusals and the wallet page's "Add credit" panel. Pure (no I/O, no configuration), so
 * the dashboard renders the same labels the messages name, and a message never points to a button that is not there.
 */

/** The wallet page, as the dashboard's navigation names it. */
export const WALLET_PAGE = 'Team & wallet';
/** The wallet page's card payment button (shown to owners and admins when Stripe is configured). */
export const PAY_WITH_CARD_LABEL = 'Pay with card';
/** The panel on the wallet page that says how to add credit. */
export const ADD_CREDIT_TITLE = 'Add credit';

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The trial credit button, on the Overview and wallet pages. */
export const trialCreditButtonLabel = (cents: number) => `Add ${usd(cents)} trial credit`;

/** The operator's command that credits this account; without an amount, N stands for the cents to add. */
export const operatorCreditCommand = (accountId: number, amountCents?: number) =>
  `npm run cli -- wallet credit --account ${accountId} --amount-cents ${amountCents ?? 'N'}`;

export interface AddFundsFacts {
  accountId: number;
  /** The trial credit this account may still claim, in cents; 0 when the server offers none or it was claimed. */
  trialCents: number;
  /** Card payments are configured on this server (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET). */
  cardPayments: boolean;
}

/** Who reads the words: an owner or admin, a member (who cannot pay by card), or an API client (either). */
export type Reader = 'admin' | 'member' | 'api';

/** Where the money comes from besides the trial: a card payment on this server, or else its operator. */
export type FundingWay = 'card' | 'operator';
export const fundingWay = (f: Pick<AddFundsFacts, 'cardPayments'>): FundingWay => (f.cardPayments ? 'card' : 'operator');

// A member (a receptionist, say) reads the dashboard's buttons and whom to ask; REST paths and the operator's
// command are for owners, admins and API clients, who set the server up.
function trialWay(cents: number, reader: Reader): string {
  const where = `"${trialCreditButtonLabel(cents)}" on the Overview or ${WALLET_PAGE} page`;
  return `claim the account's ${usd(cents)} trial credit for simulated calls (${reader === 'member' ? where : `${where}, or POST /api/v1/wallet/trial-credit`})`;
}

function paidWay(f: AddFundsFacts, reader: Reader): string {
  if (!f.cardPayments && reader === 'member') {
    return `ask an owner or admin of your account to have credit added: card payments are not set up here, so whoever runs this server adds it`;
  }
  if (f.cardPayments) {
    const who = reader === 'admin' ? 'pay' : reader === 'member' ? 'ask an owner or admin of the account to pay' : 'an account owner or admin pays';
    return `${who} by card on the ${WALLET_PAGE} page ("${PAY_WITH_CARD_LABEL}")`;
  }
  return `ask the operator of this Switchboard to add credit: card payments are not set up here, so the operator runs ` +
    `\`${operatorCreditCommand(f.accountId)}\` (N in cents) for account id ${f.accountId}`;
}

/**
 * One sentence on how to add funds: the trial credit while it is still there to claim, then a card payment where
 * this server takes them, else the operator's CLI with this account's id.
 */
export function addFundsSentence(f: AddFundsFacts, reader: Reader = 'api'): string {
  const ways = [...(f.trialCents > 0 ? [trialWay(f.trialCents, reader)] : []), paidWay(f, reader)];
  return `To add funds, ${ways.join('; or ')}.`;
}

/** The trial credit's second claim: what the account already had, and how to add more. */
export const trialAlreadyClaimedMessage = (f: AddFundsFacts) =>
  `This account already received its trial credit. ${addFundsSentence({ ...f, trialCents: 0 })}`;

/** A server with no trial credit to give: why, and how to add funds instead. */
export const trialUnavailableMessage = (f: AddFundsFacts) =>
  `This server offers no trial credit: it is given only while calls are simulated. ${addFundsSentence({ ...f, trialCents: 0 })}`;

/** The wallet page's "Add credit" panel, in words for its reader (owners and admins act; members ask them). */
export function addCreditPanelText(f: AddFundsFacts, reader: Exclude<Reader, 'api'>): string {
  if (f.cardPayments) {
    return reader === 'admin'
      ? `Enter an amount and press "${PAY_WITH_CARD_LABEL}"; the credit appears in the ledger once Stripe confirms the payment.`
      : `An owner or admin of your account adds credit here with "${PAY_WITH_CARD_LABEL}"; ask one of them.`;
  }
  const operator = 'Card payments are not set up on this Switchboard, so its operator (whoever runs this server) adds credit';
  return reader === 'admin'
    ? `${operator}. Send them your account id and the amount; they run the command below.`
    : `${operator}. Ask an owner or admin of your account to arrange it, or give the operator your account id and the amount; they run the command below.`;
}
