from typing import Literal

CreateOrUpdateContactsInBulkResponse401Error = Literal["authentication_required", "invalid_key"]

CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_401_ERROR_VALUES: set[CreateOrUpdateContactsInBulkResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_create_or_update_contacts_in_bulk_response_401_error(
    value: str,
) -> CreateOrUpdateContactsInBulkResponse401Error:
    if value in CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_401_ERROR_VALUES!r}"
    )
