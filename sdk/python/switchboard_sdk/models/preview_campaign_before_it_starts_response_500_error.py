from typing import Literal

PreviewCampaignBeforeItStartsResponse500Error = Literal["server_error"]

PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_500_ERROR_VALUES: set[PreviewCampaignBeforeItStartsResponse500Error] = {
    "server_error",
}


def check_preview_campaign_before_it_starts_response_500_error(
    value: str,
) -> PreviewCampaignBeforeItStartsResponse500Error:
    if value in PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_500_ERROR_VALUES!r}"
    )
