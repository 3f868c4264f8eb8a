from typing import Literal

ListCampaignsRecipientsResponse503Error = Literal["service_unavailable"]

LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_503_ERROR_VALUES: set[ListCampaignsRecipientsResponse503Error] = {
    "service_unavailable",
}


def check_list_campaigns_recipients_response_503_error(value: str) -> ListCampaignsRecipientsResponse503Error:
    if value in LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_503_ERROR_VALUES!r}"
    )
