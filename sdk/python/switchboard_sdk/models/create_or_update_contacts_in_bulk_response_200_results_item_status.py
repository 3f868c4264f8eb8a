from typing import Literal

CreateOrUpdateContactsInBulkResponse200ResultsItemStatus = Literal["created", "error", "updated"]

CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_200_RESULTS_ITEM_STATUS_VALUES: set[
    CreateOrUpdateContactsInBulkResponse200ResultsItemStatus
] = {
    "created",
    "error",
    "updated",
}


def check_create_or_update_contacts_in_bulk_response_200_results_item_status(
    value: str,
) -> CreateOrUpdateContactsInBulkResponse200ResultsItemStatus:
    if value in CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_200_RESULTS_ITEM_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_OR_UPDATE_CONTACTS_IN_BULK_RESPONSE_200_RESULTS_ITEM_STATUS_VALUES!r}"
    )
