from typing import Literal

ClaimTrialCreditResponse409Error = Literal["idempotency_key_in_use", "trial_credit_claimed"]

CLAIM_TRIAL_CREDIT_RESPONSE_409_ERROR_VALUES: set[ClaimTrialCreditResponse409Error] = {
    "idempotency_key_in_use",
    "trial_credit_claimed",
}


def check_claim_trial_credit_response_409_error(value: str) -> ClaimTrialCreditResponse409Error:
    if value in CLAIM_TRIAL_CREDIT_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CLAIM_TRIAL_CREDIT_RESPONSE_409_ERROR_VALUES!r}")
