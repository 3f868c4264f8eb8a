from typing import Literal

ListCampaignsRecipientsResponse500Error = Literal["server_error"]

LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_500_ERROR_VALUES: set[ListCampaignsRecipientsResponse500Error] = {
    "server_error",
}


def check_list_campaigns_recipients_response_500_error(value: str) -> ListCampaignsRecipientsResponse500Error:
    if value in LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_500_ERROR_VALUES!r}"
    )
