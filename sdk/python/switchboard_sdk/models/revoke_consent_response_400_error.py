from typing import Literal

RevokeConsentResponse400Error = Literal["invalid_json", "validation_error"]

REVOKE_CONSENT_RESPONSE_400_ERROR_VALUES: set[RevokeConsentResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_revoke_consent_response_400_error(value: str) -> RevokeConsentResponse400Error:
    if value in REVOKE_CONSENT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REVOKE_CONSENT_RESPONSE_400_ERROR_VALUES!r}")
