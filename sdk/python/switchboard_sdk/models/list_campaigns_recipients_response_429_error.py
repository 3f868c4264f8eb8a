from typing import Literal

ListCampaignsRecipientsResponse429Error = Literal["rate_limited"]

LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_429_ERROR_VALUES: set[ListCampaignsRecipientsResponse429Error] = {
    "rate_limited",
}


def check_list_campaigns_recipients_response_429_error(value: str) -> ListCampaignsRecipientsResponse429Error:
    if value in LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_429_ERROR_VALUES!r}"
    )
