from typing import Literal

RevokeConsentResponse403Error = Literal["permission_denied"]

REVOKE_CONSENT_RESPONSE_403_ERROR_VALUES: set[RevokeConsentResponse403Error] = {
    "permission_denied",
}


def check_revoke_consent_response_403_error(value: str) -> RevokeConsentResponse403Error:
    if value in REVOKE_CONSENT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REVOKE_CONSENT_RESPONSE_403_ERROR_VALUES!r}")
