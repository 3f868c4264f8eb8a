from typing import Literal

PreviewCampaignBeforeItStartsResponse413Error = Literal["payload_too_large"]

PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_413_ERROR_VALUES: set[PreviewCampaignBeforeItStartsResponse413Error] = {
    "payload_too_large",
}


def check_preview_campaign_before_it_starts_response_413_error(
    value: str,
) -> PreviewCampaignBeforeItStartsResponse413Error:
    if value in PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_413_ERROR_VALUES!r}"
    )
