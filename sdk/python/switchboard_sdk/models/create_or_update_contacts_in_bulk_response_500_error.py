from typing import Literal

CreateOrUpdateContactsInBulkResponse500Error = Literal["server_error"]

CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_500_ERROR_VALUES: set[CreateOrUpdateContactsInBulkResponse500Error] = {
    "server_error",
}


def check_create_or_update_contacts_in_bulk_response_500_error(
    value: str,
) -> CreateOrUpdateContactsInBulkResponse500Error:
    if value in CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_500_ERROR_VALUES!r}"
    )
