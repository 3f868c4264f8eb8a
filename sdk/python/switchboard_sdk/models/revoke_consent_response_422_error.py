from typing import Literal

RevokeConsentResponse422Error = Literal["idempotency_key_reused"]

REVOKE_CONSENT_RESPONSE_422_ERROR_VALUES: set[RevokeConsentResponse422Error] = {
    "idempotency_key_reused",
}


def check_revoke_consent_response_422_error(value: str) -> RevokeConsentResponse422Error:
    if value in REVOKE_CONSENT_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REVOKE_CONSENT_RESPONSE_422_ERROR_VALUES!r}")
