from typing import Literal

ListCampaignsResponse429Error = Literal["rate_limited"]

LIST_CAMPAIGNS_RESPONSE_429_ERROR_VALUES: set[ListCampaignsResponse429Error] = {
    "rate_limited",
}


def check_list_campaigns_response_429_error(value: str) -> ListCampaignsResponse429Error:
    if value in LIST_CAMPAIGNS_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CAMPAIGNS_RESPONSE_429_ERROR_VALUES!r}")
