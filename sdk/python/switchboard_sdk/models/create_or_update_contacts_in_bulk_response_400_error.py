from typing import Literal

CreateOrUpdateContactsInBulkResponse400Error = Literal["invalid_json", "validation_error"]

CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_400_ERROR_VALUES: set[CreateOrUpdateContactsInBulkResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_create_or_update_contacts_in_bulk_response_400_error(
    value: str,
) -> CreateOrUpdateContactsInBulkResponse400Error:
    if value in CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_400_ERROR_VALUES!r}"
    )
