from typing import Literal

CheckCallingRulesResponse200BlocksItemCode = Literal[
    "day_not_allowed",
    "destination_not_allowed",
    "do_not_call",
    "frequency_cap",
    "holiday",
    "no_consent",
    "outside_calling_hours",
]

CHECK_CALLING_RULES_RESPONSE_200_BLOCKS_ITEM_CODE_VALUES: set[CheckCallingRulesResponse200BlocksItemCode] = {
    "day_not_allowed",
    "destination_not_allowed",
    "do_not_call",
    "frequency_cap",
    "holiday",
    "no_consent",
    "outside_calling_hours",
}


def check_check_calling_rules_response_200_blocks_item_code(value: str) -> CheckCallingRulesResponse200BlocksItemCode:
    if value in CHECK_CALLING_RULES_RESPONSE_200_BLOCKS_ITEM_CODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHECK_CALLING_RULES_RESPONSE_200_BLOCKS_ITEM_CODE_VALUES!r}"
    )
