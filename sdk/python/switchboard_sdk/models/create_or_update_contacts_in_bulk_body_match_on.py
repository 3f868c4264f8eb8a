from typing import Literal

CreateOrUpdateContactsInBulkBodyMatchOn = Literal["email", "none", "phone"]

CREATE_OR_UPDATE_CONTACTS_IN_BULK_BODY_MATCH_ON_VALUES: set[CreateOrUpdateContactsInBulkBodyMatchOn] = {
    "email",
    "none",
    "phone",
}


def check_create_or_update_contacts_in_bulk_body_match_on(value: str) -> CreateOrUpdateContactsInBulkBodyMatchOn:
    if value in CREATE_OR_UPDATE_CONTACTS_IN_BULK_BODY_MATCH_ON_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_OR_UPDATE_CONTACTS_IN_BULK_BODY_MATCH_ON_VALUES!r}"
    )
