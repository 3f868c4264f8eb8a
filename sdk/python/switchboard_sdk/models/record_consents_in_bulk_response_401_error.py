from typing import Literal

RecordConsentsInBulkResponse401Error = Literal["authentication_required", "invalid_key"]

RECORD_CONSENTS_IN_BULK_RESPONSE_401_ERROR_VALUES: set[RecordConsentsInBulkResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_record_consents_in_bulk_response_401_error(value: str) -> RecordConsentsInBulkResponse401Error:
    if value in RECORD_CONSENTS_IN_BULK_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RECORD_CONSENTS_IN_BULK_RESPONSE_401_ERROR_VALUES!r}"
    )
