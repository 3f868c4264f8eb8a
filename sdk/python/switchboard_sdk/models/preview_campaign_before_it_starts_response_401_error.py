from typing import Literal

PreviewCampaignBeforeItStartsResponse401Error = Literal["authentication_required", "invalid_key"]

PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_401_ERROR_VALUES: set[PreviewCampaignBeforeItStartsResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_preview_campaign_before_it_starts_response_401_error(
    value: str,
) -> PreviewCampaignBeforeItStartsResponse401Error:
    if value in PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_401_ERROR_VALUES!r}"
    )
