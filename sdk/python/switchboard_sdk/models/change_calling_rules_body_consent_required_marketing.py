from typing import Literal

ChangeCallingRulesBodyConsentRequiredMarketing = Literal["express", "express_written", "none"]

CHANGE_CALLING_RULES_BODY_CONSENT_REQUIRED_MARKETING_VALUES: set[ChangeCallingRulesBodyConsentRequiredMarketing] = {
    "express",
    "express_written",
    "none",
}


def check_change_calling_rules_body_consent_required_marketing(
    value: str,
) -> ChangeCallingRulesBodyConsentRequiredMarketing:
    if value in CHANGE_CALLING_RULES_BODY_CONSENT_REQUIRED_MARKETING_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHANGE_CALLING_RULES_BODY_CONSENT_REQUIRED_MARKETING_VALUES!r}"
    )
