from typing import Literal

RevokeConsentResponse429Error = Literal["rate_limited"]

REVOKE_CONSENT_RESPONSE_429_ERROR_VALUES: set[RevokeConsentResponse429Error] = {
    "rate_limited",
}


def check_revoke_consent_response_429_error(value: str) -> RevokeConsentResponse429Error:
    if value in REVOKE_CONSENT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REVOKE_CONSENT_RESPONSE_429_ERROR_VALUES!r}")
