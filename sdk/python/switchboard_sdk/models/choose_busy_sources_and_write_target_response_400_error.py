from typing import Literal

ChooseBusySourcesAndWriteTargetResponse400Error = Literal["invalid_json", "validation_error"]

CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_400_ERROR_VALUES: set[ChooseBusySourcesAndWriteTargetResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_choose_busy_sources_and_write_target_response_400_error(
    value: str,
) -> ChooseBusySourcesAndWriteTargetResponse400Error:
    if value in CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_400_ERROR_VALUES!r}"
    )
