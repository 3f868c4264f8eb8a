from typing import Literal

GetCrmConnectionResponse200Provider = Literal["gohighlevel", "hubspot"]

GET_CRM_CONNECTION_RESPONSE_200_PROVIDER_VALUES: set[GetCrmConnectionResponse200Provider] = {
    "gohighlevel",
    "hubspot",
}


def check_get_crm_connection_response_200_provider(value: str) -> GetCrmConnectionResponse200Provider:
    if value in GET_CRM_CONNECTION_RESPONSE_200_PROVIDER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CRM_CONNECTION_RESPONSE_200_PROVIDER_VALUES!r}")
