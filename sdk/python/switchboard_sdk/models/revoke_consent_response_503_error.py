from typing import Literal

RevokeConsentResponse503Error = Literal["service_unavailable"]

REVOKE_CONSENT_RESPONSE_503_ERROR_VALUES: set[RevokeConsentResponse503Error] = {
    "service_unavailable",
}


def check_revoke_consent_response_503_error(value: str) -> RevokeConsentResponse503Error:
    if value in REVOKE_CONSENT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REVOKE_CONSENT_RESPONSE_503_ERROR_VALUES!r}")
