from typing import Literal

ListCampaignsResponse400Error = Literal["invalid_parameter", "validation_error"]

LIST_CAMPAIGNS_RESPONSE_400_ERROR_VALUES: set[ListCampaignsResponse400Error] = {
    "invalid_parameter",
    "validation_error",
}


def check_list_campaigns_response_400_error(value: str) -> ListCampaignsResponse400Error:
    if value in LIST_CAMPAIGNS_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CAMPAIGNS_RESPONSE_400_ERROR_VALUES!r}")
