from typing import Literal

RecordConsentsInBulkResponse409Error = Literal["idempotency_key_in_use"]

RECORD_CONSENTS_IN_BULK_RESPONSE_409_ERROR_VALUES: set[RecordConsentsInBulkResponse409Error] = {
    "idempotency_key_in_use",
}


def check_record_consents_in_bulk_response_409_error(value: str) -> RecordConsentsInBulkResponse409Error:
    if value in RECORD_CONSENTS_IN_BULK_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RECORD_CONSENTS_IN_BULK_RESPONSE_409_ERROR_VALUES!r}"
    )
