from typing import Literal

GetCallingRulesResponse200ConsentRequiredMarketing = Literal["express", "express_written", "none"]

GET_CALLING_RULES_RESPONSE_200_CONSENT_REQUIRED_MARKETING_VALUES: set[
    GetCallingRulesResponse200ConsentRequiredMarketing
] = {
    "express",
    "express_written",
    "none",
}


def check_get_calling_rules_response_200_consent_required_marketing(
    value: str,
) -> GetCallingRulesResponse200ConsentRequiredMarketing:
    if value in GET_CALLING_RULES_RESPONSE_200_CONSENT_REQUIRED_MARKETING_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CALLING_RULES_RESPONSE_200_CONSENT_REQUIRED_MARKETING_VALUES!r}"
    )
