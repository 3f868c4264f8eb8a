from typing import Literal

ChangeCallingRulesResponse200ConsentRequiredMarketing = Literal["express", "express_written", "none"]

CHANGE_CALLING_RULES_RESPONSE_200_CONSENT_REQUIRED_MARKETING_VALUES: set[
    ChangeCallingRulesResponse200ConsentRequiredMarketing
] = {
    "express",
    "express_written",
    "none",
}


def check_change_calling_rules_response_200_consent_required_marketing(
    value: str,
) -> ChangeCallingRulesResponse200ConsentRequiredMarketing:
    if value in CHANGE_CALLING_RULES_RESPONSE_200_CONSENT_REQUIRED_MARKETING_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHANGE_CALLING_RULES_RESPONSE_200_CONSENT_REQUIRED_MARKETING_VALUES!r}"
    )
