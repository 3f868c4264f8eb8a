from typing import Literal

ListCampaignsResponse403Error = Literal["permission_denied"]

LIST_CAMPAIGNS_RESPONSE_403_ERROR_VALUES: set[ListCampaignsResponse403Error] = {
    "permission_denied",
}


def check_list_campaigns_response_403_error(value: str) -> ListCampaignsResponse403Error:
    if value in LIST_CAMPAIGNS_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CAMPAIGNS_RESPONSE_403_ERROR_VALUES!r}")
