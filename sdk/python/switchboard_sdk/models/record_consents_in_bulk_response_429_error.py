from typing import Literal

RecordConsentsInBulkResponse429Error = Literal["rate_limited"]

RECORD_CONSENTS_IN_BULK_RESPONSE_429_ERROR_VALUES: set[RecordConsentsInBulkResponse429Error] = {
    "rate_limited",
}


def check_record_consents_in_bulk_response_429_error(value: str) -> RecordConsentsInBulkResponse429Error:
    if value in RECORD_CONSENTS_IN_BULK_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RECORD_CONSENTS_IN_BULK_RESPONSE_429_ERROR_VALUES!r}"
    )
