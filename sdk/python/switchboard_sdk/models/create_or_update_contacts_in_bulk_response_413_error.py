from typing import Literal

CreateOrUpdateContactsInBulkResponse413Error = Literal["payload_too_large"]

CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_413_ERROR_VALUES: set[CreateOrUpdateContactsInBulkResponse413Error] = {
    "payload_too_large",
}


def check_create_or_update_contacts_in_bulk_response_413_error(
    value: str,
) -> CreateOrUpdateContactsInBulkResponse413Error:
    if value in CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_413_ERROR_VALUES!r}"
    )
