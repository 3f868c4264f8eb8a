from typing import Literal

ChangeCallingRulesBodyCallingHoursDaysItem = Literal["fri", "mon", "sat", "sun", "thu", "tue", "wed"]

CHANGE_CALLING_RULES_BODY_CALLING_HOURS_DAYS_ITEM_VALUES: set[ChangeCallingRulesBodyCallingHoursDaysItem] = {
    "fri",
    "mon",
    "sat",
    "sun",
    "thu",
    "tue",
    "wed",
}


def check_change_calling_rules_body_calling_hours_days_item(value: str) -> ChangeCallingRulesBodyCallingHoursDaysItem:
    if value in CHANGE_CALLING_RULES_BODY_CALLING_HOURS_DAYS_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHANGE_CALLING_RULES_BODY_CALLING_HOURS_DAYS_ITEM_VALUES!r}"
    )
