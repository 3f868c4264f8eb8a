from typing import Literal

RecordConsentsInBulkResponse413Error = Literal["payload_too_large"]

RECORD_CONSENTS_IN_BULK_RESPONSE_413_ERROR_VALUES: set[RecordConsentsInBulkResponse413Error] = {
    "payload_too_large",
}


def check_record_consents_in_bulk_response_413_error(value: str) -> RecordConsentsInBulkResponse413Error:
    if value in RECORD_CONSENTS_IN_BULK_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RECORD_CONSENTS_IN_BULK_RESPONSE_413_ERROR_VALUES!r}"
    )
