from typing import Literal

PreviewCampaignBeforeItStartsResponse503Error = Literal["service_unavailable"]

PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_503_ERROR_VALUES: set[PreviewCampaignBeforeItStartsResponse503Error] = {
    "service_unavailable",
}


def check_preview_campaign_before_it_starts_response_503_error(
    value: str,
) -> PreviewCampaignBeforeItStartsResponse503Error:
    if value in PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_503_ERROR_VALUES!r}"
    )
