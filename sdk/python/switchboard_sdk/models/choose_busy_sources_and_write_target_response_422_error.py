from typing import Literal

ChooseBusySourcesAndWriteTargetResponse422Error = Literal["idempotency_key_reused"]

CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_422_ERROR_VALUES: set[ChooseBusySourcesAndWriteTargetResponse422Error] = {
    "idempotency_key_reused",
}


def check_choose_busy_sources_and_write_target_response_422_error(
    value: str,
) -> ChooseBusySourcesAndWriteTargetResponse422Error:
    if value in CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_422_ERROR_VALUES!r}"
    )
