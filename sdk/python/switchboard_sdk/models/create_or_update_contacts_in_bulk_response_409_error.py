from typing import Literal

CreateOrUpdateContactsInBulkResponse409Error = Literal["idempotency_key_in_use"]

CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_409_ERROR_VALUES: set[CreateOrUpdateContactsInBulkResponse409Error] = {
    "idempotency_key_in_use",
}


def check_create_or_update_contacts_in_bulk_response_409_error(
    value: str,
) -> CreateOrUpdateContactsInBulkResponse409Error:
    if value in CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_409_ERROR_VALUES!r}"
    )
