from typing import Literal

ChooseBusySourcesAndWriteTargetResponse500Error = Literal["server_error"]

CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_500_ERROR_VALUES: set[ChooseBusySourcesAndWriteTargetResponse500Error] = {
    "server_error",
}


def check_choose_busy_sources_and_write_target_response_500_error(
    value: str,
) -> ChooseBusySourcesAndWriteTargetResponse500Error:
    if value in CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_500_ERROR_VALUES!r}"
    )
