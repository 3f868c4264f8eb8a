from typing import Literal

PreviewCampaignBeforeItStartsResponse429Error = Literal["rate_limited"]

PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_429_ERROR_VALUES: set[PreviewCampaignBeforeItStartsResponse429Error] = {
    "rate_limited",
}


def check_preview_campaign_before_it_starts_response_429_error(
    value: str,
) -> PreviewCampaignBeforeItStartsResponse429Error:
    if value in PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_429_ERROR_VALUES!r}"
    )
