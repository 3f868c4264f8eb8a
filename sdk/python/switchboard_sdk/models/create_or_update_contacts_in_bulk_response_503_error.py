from typing import Literal

CreateOrUpdateContactsInBulkResponse503Error = Literal["service_unavailable"]

CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_503_ERROR_VALUES: set[CreateOrUpdateContactsInBulkResponse503Error] = {
    "service_unavailable",
}


def check_create_or_update_contacts_in_bulk_response_503_error(
    value: str,
) -> CreateOrUpdateContactsInBulkResponse503Error:
    if value in CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_503_ERROR_VALUES!r}"
    )
