from typing import Literal

RecordConsentsInBulkResponse503Error = Literal["service_unavailable"]

RECORD_CONSENTS_IN_BULK_RESPONSE_503_ERROR_VALUES: set[RecordConsentsInBulkResponse503Error] = {
    "service_unavailable",
}


def check_record_consents_in_bulk_response_503_error(value: str) -> RecordConsentsInBulkResponse503Error:
    if value in RECORD_CONSENTS_IN_BULK_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RECORD_CONSENTS_IN_BULK_RESPONSE_503_ERROR_VALUES!r}"
    )
