from typing import Literal

ChangeCrmConnectionResponse200Provider = Literal["gohighlevel", "hubspot"]

CHANGE_CRM_CONNECTION_RESPONSE_200_PROVIDER_VALUES: set[ChangeCrmConnectionResponse200Provider] = {
    "gohighlevel",
    "hubspot",
}


def check_change_crm_connection_response_200_provider(value: str) -> ChangeCrmConnectionResponse200Provider:
    if value in CHANGE_CRM_CONNECTION_RESPONSE_200_PROVIDER_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHANGE_CRM_CONNECTION_RESPONSE_200_PROVIDER_VALUES!r}"
    )
