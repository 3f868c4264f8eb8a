from typing import Literal

RevokeConsentResponse413Error = Literal["payload_too_large"]

REVOKE_CONSENT_RESPONSE_413_ERROR_VALUES: set[RevokeConsentResponse413Error] = {
    "payload_too_large",
}


def check_revoke_consent_response_413_error(value: str) -> RevokeConsentResponse413Error:
    if value in REVOKE_CONSENT_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REVOKE_CONSENT_RESPONSE_413_ERROR_VALUES!r}")
