from typing import Literal

ClaimTrialCreditResponse422Error = Literal["idempotency_key_reused"]

CLAIM_TRIAL_CREDIT_RESPONSE_422_ERROR_VALUES: set[ClaimTrialCreditResponse422Error] = {
    "idempotency_key_reused",
}


def check_claim_trial_credit_response_422_error(value: str) -> ClaimTrialCreditResponse422Error:
    if value in CLAIM_TRIAL_CREDIT_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CLAIM_TRIAL_CREDIT_RESPONSE_422_ERROR_VALUES!r}")
