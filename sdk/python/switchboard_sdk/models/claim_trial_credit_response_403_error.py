from typing import Literal

ClaimTrialCreditResponse403Error = Literal["permission_denied", "trial_credit_unavailable"]

CLAIM_TRIAL_CREDIT_RESPONSE_403_ERROR_VALUES: set[ClaimTrialCreditResponse403Error] = {
    "permission_denied",
    "trial_credit_unavailable",
}


def check_claim_trial_credit_response_403_error(value: str) -> ClaimTrialCreditResponse403Error:
    if value in CLAIM_TRIAL_CREDIT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CLAIM_TRIAL_CREDIT_RESPONSE_403_ERROR_VALUES!r}")
