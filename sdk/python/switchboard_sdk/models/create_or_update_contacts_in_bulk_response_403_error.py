from typing import Literal

CreateOrUpdateContactsInBulkResponse403Error = Literal["permission_denied"]

CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_403_ERROR_VALUES: set[CreateOrUpdateContactsInBulkResponse403Error] = {
    "permission_denied",
}


def check_create_or_update_contacts_in_bulk_response_403_error(
    value: str,
) -> CreateOrUpdateContactsInBulkResponse403Error:
    if value in CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_403_ERROR_VALUES!r}"
    )
