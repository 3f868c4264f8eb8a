from typing import Literal

CreateOrUpdateContactsInBulkResponse422Error = Literal["idempotency_key_reused"]

CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_422_ERROR_VALUES: set[CreateOrUpdateContactsInBulkResponse422Error] = {
    "idempotency_key_reused",
}


def check_create_or_update_contacts_in_bulk_response_422_error(
    value: str,
) -> CreateOrUpdateContactsInBulkResponse422Error:
    if value in CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_422_ERROR_VALUES!r}"
    )
