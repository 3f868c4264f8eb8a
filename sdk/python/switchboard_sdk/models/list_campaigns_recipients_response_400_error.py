from typing import Literal

ListCampaignsRecipientsResponse400Error = Literal["invalid_parameter", "validation_error"]

LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_400_ERROR_VALUES: set[ListCampaignsRecipientsResponse400Error] = {
    "invalid_parameter",
    "validation_error",
}


def check_list_campaigns_recipients_response_400_error(value: str) -> ListCampaignsRecipientsResponse400Error:
    if value in LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_400_ERROR_VALUES!r}"
    )
