from typing import Literal

ClaimTrialCreditResponse401Error = Literal["authentication_required", "invalid_key"]

CLAIM_TRIAL_CREDIT_RESPONSE_401_ERROR_VALUES: set[ClaimTrialCreditResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_claim_trial_credit_response_401_error(value: str) -> ClaimTrialCreditResponse401Error:
    if value in CLAIM_TRIAL_CREDIT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CLAIM_TRIAL_CREDIT_RESPONSE_401_ERROR_VALUES!r}")
