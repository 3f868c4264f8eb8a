from typing import Literal

RevokeConsentResponse401Error = Literal["authentication_required", "invalid_key"]

REVOKE_CONSENT_RESPONSE_401_ERROR_VALUES: set[RevokeConsentResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_revoke_consent_response_401_error(value: str) -> RevokeConsentResponse401Error:
    if value in REVOKE_CONSENT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REVOKE_CONSENT_RESPONSE_401_ERROR_VALUES!r}")
