from typing import Literal

ListCampaignsResponse500Error = Literal["server_error"]

LIST_CAMPAIGNS_RESPONSE_500_ERROR_VALUES: set[ListCampaignsResponse500Error] = {
    "server_error",
}


def check_list_campaigns_response_500_error(value: str) -> ListCampaignsResponse500Error:
    if value in LIST_CAMPAIGNS_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CAMPAIGNS_RESPONSE_500_ERROR_VALUES!r}")
