from typing import Literal

RevokeConsentResponse409Error = Literal["idempotency_key_in_use"]

REVOKE_CONSENT_RESPONSE_409_ERROR_VALUES: set[RevokeConsentResponse409Error] = {
    "idempotency_key_in_use",
}


def check_revoke_consent_response_409_error(value: str) -> RevokeConsentResponse409Error:
    if value in REVOKE_CONSENT_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REVOKE_CONSENT_RESPONSE_409_ERROR_VALUES!r}")
