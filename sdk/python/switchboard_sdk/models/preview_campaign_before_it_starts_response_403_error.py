from typing import Literal

PreviewCampaignBeforeItStartsResponse403Error = Literal["permission_denied"]

PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_403_ERROR_VALUES: set[PreviewCampaignBeforeItStartsResponse403Error] = {
    "permission_denied",
}


def check_preview_campaign_before_it_starts_response_403_error(
    value: str,
) -> PreviewCampaignBeforeItStartsResponse403Error:
    if value in PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_403_ERROR_VALUES!r}"
    )
