from typing import Literal

RecordConsentsInBulkResponse500Error = Literal["server_error"]

RECORD_CONSENTS_IN_BULK_RESPONSE_500_ERROR_VALUES: set[RecordConsentsInBulkResponse500Error] = {
    "server_error",
}


def check_record_consents_in_bulk_response_500_error(value: str) -> RecordConsentsInBulkResponse500Error:
    if value in RECORD_CONSENTS_IN_BULK_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RECORD_CONSENTS_IN_BULK_RESPONSE_500_ERROR_VALUES!r}"
    )
