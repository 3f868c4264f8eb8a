from typing import Literal

ConnectCrmResponse201Provider = Literal["gohighlevel", "hubspot"]

CONNECT_CRM_RESPONSE_201_PROVIDER_VALUES: set[ConnectCrmResponse201Provider] = {
    "gohighlevel",
    "hubspot",
}


def check_connect_crm_response_201_provider(value: str) -> ConnectCrmResponse201Provider:
    if value in CONNECT_CRM_RESPONSE_201_PROVIDER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONNECT_CRM_RESPONSE_201_PROVIDER_VALUES!r}")
