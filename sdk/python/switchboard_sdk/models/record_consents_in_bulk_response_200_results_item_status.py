from typing import Literal

RecordConsentsInBulkResponse200ResultsItemStatus = Literal["created", "error"]

RECORD_CONSENTS_IN_BULK_RESPONSE_200_RESULTS_ITEM_STATUS_VALUES: set[
    RecordConsentsInBulkResponse200ResultsItemStatus
] = {
    "created",
    "error",
}


def check_record_consents_in_bulk_response_200_results_item_status(
    value: str,
) -> RecordConsentsInBulkResponse200ResultsItemStatus:
    if value in RECORD_CONSENTS_IN_BULK_RESPONSE_200_RESULTS_ITEM_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RECORD_CONSENTS_IN_BULK_RESPONSE_200_RESULTS_ITEM_STATUS_VALUES!r}"
    )
