from typing import Literal

ListCampaignsRecipientsResponse401Error = Literal["authentication_required", "invalid_key"]

LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_401_ERROR_VALUES: set[ListCampaignsRecipientsResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_list_campaigns_recipients_response_401_error(value: str) -> ListCampaignsRecipientsResponse401Error:
    if value in LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CAMPAIGNS_RECIPIENTS_RESPONSE_401_ERROR_VALUES!r}"
    )
