from typing import Literal

PreviewCampaignBeforeItStartsResponse409Error = Literal["agent_archived", "idempotency_key_in_use"]

PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_409_ERROR_VALUES: set[PreviewCampaignBeforeItStartsResponse409Error] = {
    "agent_archived",
    "idempotency_key_in_use",
}


def check_preview_campaign_before_it_starts_response_409_error(
    value: str,
) -> PreviewCampaignBeforeItStartsResponse409Error:
    if value in PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_409_ERROR_VALUES!r}"
    )
