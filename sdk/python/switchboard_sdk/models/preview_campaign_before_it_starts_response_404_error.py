from typing import Literal

PreviewCampaignBeforeItStartsResponse404Error = Literal["agent_not_found", "no_phone_number"]

PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_404_ERROR_VALUES: set[PreviewCampaignBeforeItStartsResponse404Error] = {
    "agent_not_found",
    "no_phone_number",
}


def check_preview_campaign_before_it_starts_response_404_error(
    value: str,
) -> PreviewCampaignBeforeItStartsResponse404Error:
    if value in PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_RESPONSE_404_ERROR_VALUES!r}"
    )
