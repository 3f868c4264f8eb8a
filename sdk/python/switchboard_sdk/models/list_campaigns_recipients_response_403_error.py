from typing import Literal

ListCampaignsRecipientsResponse403Error = Literal["permission_denied"]

LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_403_ERROR_VALUES: set[ListCampaignsRecipientsResponse403Error] = {
    "permission_denied",
}


def check_list_campaigns_recipients_response_403_error(value: str) -> ListCampaignsRecipientsResponse403Error:
    if value in LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_403_ERROR_VALUES!r}"
    )
