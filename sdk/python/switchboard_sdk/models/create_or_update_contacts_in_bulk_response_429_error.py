from typing import Literal

CreateOrUpdateContactsInBulkResponse429Error = Literal["rate_limited"]

CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_429_ERROR_VALUES: set[CreateOrUpdateContactsInBulkResponse429Error] = {
    "rate_limited",
}


def check_create_or_update_contacts_in_bulk_response_429_error(
    value: str,
) -> CreateOrUpdateContactsInBulkResponse429Error:
    if value in CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_429_ERROR_VALUES!r}"
    )
