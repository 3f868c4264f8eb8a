from typing import Literal

RevokeConsentResponse500Error = Literal["server_error"]

REVOKE_CONSENT_RESPONSE_500_ERROR_VALUES: set[RevokeConsentResponse500Error] = {
    "server_error",
}


def check_revoke_consent_response_500_error(value: str) -> RevokeConsentResponse500Error:
    if value in REVOKE_CONSENT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REVOKE_CONSENT_RESPONSE_500_ERROR_VALUES!r}")
