from typing import Literal

ChangeCallingRulesResponse200ConsentRequiredInformational = Literal["express", "none"]

CHANGE_CALLING_RULES_RESPONSE_200_CONSENT_REQUIRED_INFORMATIONAL_VALUES: set[
    ChangeCallingRulesResponse200ConsentRequiredInformational
] = {
    "express",
    "none",
}


def check_change_calling_rules_response_200_consent_required_informational(
    value: str,
) -> ChangeCallingRulesResponse200ConsentRequiredInformational:
    if value in CHANGE_CALLING_RULES_RESPONSE_200_CONSENT_REQUIRED_INFORMATIONAL_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHANGE_CALLING_RULES_RESPONSE_200_CONSENT_REQUIRED_INFORMATIONAL_VALUES!r}"
    )
