from typing import Literal

GetContactImportResponse200Status = Literal["completed", "failed", "queued", "running"]

GET_CONTACT_IMPORT_RESPONSE_200_STATUS_VALUES: set[GetContactImportResponse200Status] = {
    "completed",
    "failed",
    "queued",
    "running",
}


def check_get_contact_import_response_200_status(value: str) -> GetContactImportResponse200Status:
    if value in GET_CONTACT_IMPORT_RESPONSE_200_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONTACT_IMPORT_RESPONSE_200_STATUS_VALUES!r}")
