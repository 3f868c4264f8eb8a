from typing import Literal

ConnectCrmBodyProvider = Literal["gohighlevel", "hubspot"]

CONNECT_CRM_BODY_PROVIDER_VALUES: set[ConnectCrmBodyProvider] = {
    "gohighlevel",
    "hubspot",
}


def check_connect_crm_body_provider(value: str) -> ConnectCrmBodyProvider:
    if value in CONNECT_CRM_BODY_PROVIDER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONNECT_CRM_BODY_PROVIDER_VALUES!r}")
