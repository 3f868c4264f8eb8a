from typing import Literal

StartCampaignConfirmNobodyCallable = Literal["false", "true"]

START_CAMPAIGN_CONFIRM_NOBODY_CALLABLE_VALUES: set[StartCampaignConfirmNobodyCallable] = {
    "false",
    "true",
}


def check_start_campaign_confirm_nobody_callable(value: str) -> StartCampaignConfirmNobodyCallable:
    if value in START_CAMPAIGN_CONFIRM_NOBODY_CALLABLE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {START_CAMPAIGN_CONFIRM_NOBODY_CALLABLE_VALUES!r}")
