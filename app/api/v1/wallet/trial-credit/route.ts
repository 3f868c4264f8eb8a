import { apiRoute } from '@/server/http/handler';
import { methods } from '@/server/http/methods';
import { claimTrialCredit, trialCreditGrantSchema } from '@/server/services/wallet/trial-credit';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: apiRoute(
    {
      permission: 'can_initiate_calls',
      status: 201,
      doc: {
        summary: 'Claim the trial credit',
        description:
          'Adds the server\'s trial credit (TRIAL_CREDIT_CENTS, default $5.00) to the account\'s wallet, once per account, so a new ' +
          'account can place its first calls. Offered only while calls are simulated (VOICE_PROVIDER=simulator): it never pays a ' +
          'real call. A second claim answers 409 trial_credit_claimed; a server that offers none answers 403 trial_credit_unavailable.',
        tag: 'Calls',
        response: trialCreditGrantSchema,
        errors: ['trial_credit_unavailable', 'trial_credit_claimed'],
      },
    },
    ({ db, actor }) => claimTrialCredit(db, actor),
  ),
});
