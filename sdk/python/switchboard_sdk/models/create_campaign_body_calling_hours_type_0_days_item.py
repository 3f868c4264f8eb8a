from typing import Literal

CreateCampaignBodyCallingHoursType0DaysItem = Literal["fri", "mon", "sat", "sun", "thu", "tue", "wed"]

CREATE_CAMPAIGN_BODY_CALLING_HOURS_TYPE_0_DAYS_ITEM_VALUES: set[CreateCampaignBodyCallingHoursType0DaysItem] = {
    "fri",
    "mon",
    "sat",
    "sun",
    "thu",
    "tue",
    "wed",
}


def check_create_campaign_body_calling_hours_type_0_days_item(
    value: str,
) -> CreateCampaignBodyCallingHoursType0DaysItem:
    if value in CREATE_CAMPAIGN_BODY_CALLING_HOURS_TYPE_0_DAYS_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_CAMPAIGN_BODY_CALLING_HOURS_TYPE_0_DAYS_ITEM_VALUES!r}"
    )
