from typing import Literal

ListCampaignsRecipientsResponse404Error = Literal["not_found"]

LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_404_ERROR_VALUES: set[ListCampaignsRecipientsResponse404Error] = {
    "not_found",
}


def check_list_campaigns_recipients_response_404_error(value: str) -> ListCampaignsRecipientsResponse404Error:
    if value in LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_404_ERROR_VALUES!r}"
    )
