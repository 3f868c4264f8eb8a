from typing import Literal

GetCallingRulesResponse200ConsentRequiredInformational = Literal["express", "none"]

GET_CALLING_RULES_RESPONSE_200_CONSENT_REQUIRED_INFORMATIONAL_VALUES: set[
    GetCallingRulesResponse200ConsentRequiredInformational
] = {
    "express",
    "none",
}


def check_get_calling_rules_response_200_consent_required_informational(
    value: str,
) -> GetCallingRulesResponse200ConsentRequiredInformational:
    if value in GET_CALLING_RULES_RESPONSE_200_CONSENT_REQUIRED_INFORMATIONAL_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CALLING_RULES_RESPONSE_200_CONSENT_REQUIRED_INFORMATIONAL_VALUES!r}"
    )
