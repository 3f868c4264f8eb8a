from typing import Literal

ChooseBusySourcesAndWriteTargetResponse413Error = Literal["payload_too_large"]

CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_413_ERROR_VALUES: set[ChooseBusySourcesAndWriteTargetResponse413Error] = {
    "payload_too_large",
}


def check_choose_busy_sources_and_write_target_response_413_error(
    value: str,
) -> ChooseBusySourcesAndWriteTargetResponse413Error:
    if value in CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_413_ERROR_VALUES!r}"
    )
