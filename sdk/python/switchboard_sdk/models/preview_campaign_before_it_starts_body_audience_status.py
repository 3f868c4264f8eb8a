from typing import Literal

PreviewCampaignBeforeItStartsBodyAudienceStatus = Literal[
    "attempted", "callback_requested", "contacted", "do_not_contact", "not_contacted", "not_interested"
]

PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_BODY_AUDIENCE_STATUS_VALUES: set[PreviewCampaignBeforeItStartsBodyAudienceStatus] = {
    "attempted",
    "callback_requested",
    "contacted",
    "do_not_contact",
    "not_contacted",
    "not_interested",
}


def check_preview_campaign_before_it_starts_body_audience_status(
    value: str,
) -> PreviewCampaignBeforeItStartsBodyAudienceStatus:
    if value in PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_BODY_AUDIENCE_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PREVIEW_CAMPAIGN_BEFORE_IT_STARTS_BODY_AUDIENCE_STATUS_VALUES!r}"
    )
