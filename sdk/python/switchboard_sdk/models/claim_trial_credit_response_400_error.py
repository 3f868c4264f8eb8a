from typing import Literal

ClaimTrialCreditResponse400Error = Literal["validation_error"]

CLAIM_TRIAL_CREDIT_RESPONSE_400_ERROR_VALUES: set[ClaimTrialCreditResponse400Error] = {
    "validation_error",
}


def check_claim_trial_credit_response_400_error(value: str) -> ClaimTrialCreditResponse400Error:
    if value in CLAIM_TRIAL_CREDIT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CLAIM_TRIAL_CREDIT_RESPONSE_400_ERROR_VALUES!r}")
