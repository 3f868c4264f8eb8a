from typing import Literal

RecordConsentsInBulkResponse422Error = Literal["idempotency_key_reused"]

RECORD_CONSENTS_IN_BULK_RESPONSE_422_ERROR_VALUES: set[RecordConsentsInBulkResponse422Error] = {
    "idempotency_key_reused",
}


def check_record_consents_in_bulk_response_422_error(value: str) -> RecordConsentsInBulkResponse422Error:
    if value in RECORD_CONSENTS_IN_BULK_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RECORD_CONSENTS_IN_BULK_RESPONSE_422_ERROR_VALUES!r}"
    )
