from typing import Literal

ChangeCallingRulesBodyConsentRequiredInformational = Literal["express", "none"]

CHANGE_CALLING_RULES_BODY_CONSENT_REQUIRED_INFORMATIONAL_VALUES: set[
    ChangeCallingRulesBodyConsentRequiredInformational
] = {
    "express",
    "none",
}


def check_change_calling_rules_body_consent_required_informational(
    value: str,
) -> ChangeCallingRulesBodyConsentRequiredInformational:
    if value in CHANGE_CALLING_RULES_BODY_CONSENT_REQUIRED_INFORMATIONAL_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHANGE_CALLING_RULES_BODY_CONSENT_REQUIRED_INFORMATIONAL_VALUES!r}"
    )
