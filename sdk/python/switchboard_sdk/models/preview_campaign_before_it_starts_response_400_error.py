from typing import Literal

PreviewCampaignBeforeItStartsResponse400Error = Literal["invalid_json", "validation_error"]

PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_400_ERROR_VALUES: set[PreviewCampaignBeforeItStartsResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_preview_campaign_before_it_starts_response_400_error(
    value: str,
) -> PreviewCampaignBeforeItStartsResponse400Error:
    if value in PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_400_ERROR_VALUES!r}"
    )
