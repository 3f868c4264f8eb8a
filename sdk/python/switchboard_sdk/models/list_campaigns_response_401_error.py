from typing import Literal

ListCampaignsResponse401Error = Literal["authentication_required", "invalid_key"]

LIST_CAMPAIGNS_RESPONSE_401_ERROR_VALUES: set[ListCampaignsResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_list_campaigns_response_401_error(value: str) -> ListCampaignsResponse401Error:
    if value in LIST_CAMPAIGNS_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CAMPAIGNS_RESPONSE_401_ERROR_VALUES!r}")
