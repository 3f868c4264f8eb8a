from typing import Literal

RecordConsentsInBulkResponse400Error = Literal["invalid_json", "validation_error"]

RECORD_CONSENTS_IN_BULK_RESPONSE_400_ERROR_VALUES: set[RecordConsentsInBulkResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_record_consents_in_bulk_response_400_error(value: str) -> RecordConsentsInBulkResponse400Error:
    if value in RECORD_CONSENTS_IN_BULK_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RECORD_CONSENTS_IN_BULK_RESPONSE_400_ERROR_VALUES!r}"
    )
