from typing import Literal

ClaimTrialCreditResponse429Error = Literal["rate_limited"]

CLAIM_TRIAL_CREDIT_RESPONSE_429_ERROR_VALUES: set[ClaimTrialCreditResponse429Error] = {
    "rate_limited",
}


def check_claim_trial_credit_response_429_error(value: str) -> ClaimTrialCreditResponse429Error:
    if value in CLAIM_TRIAL_CREDIT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CLAIM_TRIAL_CREDIT_RESPONSE_429_ERROR_VALUES!r}")
