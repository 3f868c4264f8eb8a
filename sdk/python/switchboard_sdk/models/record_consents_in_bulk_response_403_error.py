from typing import Literal

RecordConsentsInBulkResponse403Error = Literal["permission_denied"]

RECORD_CONSENTS_IN_BULK_RESPONSE_403_ERROR_VALUES: set[RecordConsentsInBulkResponse403Error] = {
    "permission_denied",
}


def check_record_consents_in_bulk_response_403_error(value: str) -> RecordConsentsInBulkResponse403Error:
    if value in RECORD_CONSENTS_IN_BULK_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RECORD_CONSENTS_IN_BULK_RESPONSE_403_ERROR_VALUES!r}"
    )
