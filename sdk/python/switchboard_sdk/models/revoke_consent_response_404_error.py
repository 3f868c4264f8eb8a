from typing import Literal

RevokeConsentResponse404Error = Literal["not_found"]

REVOKE_CONSENT_RESPONSE_404_ERROR_VALUES: set[RevokeConsentResponse404Error] = {
    "not_found",
}


def check_revoke_consent_response_404_error(value: str) -> RevokeConsentResponse404Error:
    if value in REVOKE_CONSENT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REVOKE_CONSENT_RESPONSE_404_ERROR_VALUES!r}")
