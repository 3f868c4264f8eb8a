from typing import Literal

ListCampaignsResponse503Error = Literal["service_unavailable"]

LIST_CAMPAIGNS_RESPONSE_503_ERROR_VALUES: set[ListCampaignsResponse503Error] = {
    "service_unavailable",
}


def check_list_campaigns_response_503_error(value: str) -> ListCampaignsResponse503Error:
    if value in LIST_CAMPAIGNS_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CAMPAIGNS_RESPONSE_503_ERROR_VALUES!r}")
