from typing import Literal

PreviewCampaignBeforeItStartsBodyCallingHoursType0DaysItem = Literal["fri", "mon", "sat", "sun", "thu", "tue", "wed"]

PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_BODY_CALLING_HOURS_TYPE_0_DAYS_ITEM_VALUES: set[
    PreviewCampaignBeforeItStartsBodyCallingHoursType0DaysItem
] = {
    "fri",
    "mon",
    "sat",
    "sun",
    "thu",
    "tue",
    "wed",
}


def check_preview_campaign_before_it_starts_body_calling_hours_type_0_days_item(
    value: str,
) -> PreviewCampaignBeforeItStartsBodyCallingHoursType0DaysItem:
    if value in PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_BODY_CALLING_HOURS_TYPE_0_DAYS_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_BODY_CALLING_HOURS_TYPE_0_DAYS_ITEM_VALUES!r}"
    )
