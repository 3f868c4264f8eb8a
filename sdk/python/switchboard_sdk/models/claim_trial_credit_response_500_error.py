from typing import Literal

ClaimTrialCreditResponse500Error = Literal["server_error"]

CLAIM_TRIAL_CREDIT_RESPONSE_500_ERROR_VALUES: set[ClaimTrialCreditResponse500Error] = {
    "server_error",
}


def check_claim_trial_credit_response_500_error(value: str) -> ClaimTrialCreditResponse500Error:
    if value in CLAIM_TRIAL_CREDIT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CLAIM_TRIAL_CREDIT_RESPONSE_500_ERROR_VALUES!r}")
