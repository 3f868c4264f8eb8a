from typing import Literal

ClaimTrialCreditResponse503Error = Literal["service_unavailable"]

CLAIM_TRIAL_CREDIT_RESPONSE_503_ERROR_VALUES: set[ClaimTrialCreditResponse503Error] = {
    "service_unavailable",
}


def check_claim_trial_credit_response_503_error(value: str) -> ClaimTrialCreditResponse503Error:
    if value in CLAIM_TRIAL_CREDIT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CLAIM_TRIAL_CREDIT_RESPONSE_503_ERROR_VALUES!r}")
