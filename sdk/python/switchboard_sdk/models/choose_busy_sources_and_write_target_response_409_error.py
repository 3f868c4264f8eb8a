from typing import Literal

ChooseBusySourcesAndWriteTargetResponse409Error = Literal["idempotency_key_in_use"]

CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_409_ERROR_VALUES: set[ChooseBusySourcesAndWriteTargetResponse409Error] = {
    "idempotency_key_in_use",
}


def check_choose_busy_sources_and_write_target_response_409_error(
    value: str,
) -> ChooseBusySourcesAndWriteTargetResponse409Error:
    if value in CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_409_ERROR_VALUES!r}"
    )
