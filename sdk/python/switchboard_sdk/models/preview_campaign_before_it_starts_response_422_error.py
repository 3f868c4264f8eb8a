from typing import Literal

PreviewCampaignBeforeItStartsResponse422Error = Literal["idempotency_key_reused"]

PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_422_ERROR_VALUES: set[PreviewCampaignBeforeItStartsResponse422Error] = {
    "idempotency_key_reused",
}


def check_preview_campaign_before_it_starts_response_422_error(
    value: str,
) -> PreviewCampaignBeforeItStartsResponse422Error:
    if value in PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_422_ERROR_VALUES!r}"
    )
