from typing import Literal

ChooseBusySourcesAndWriteTargetResponse503Error = Literal["service_unavailable"]

CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_503_ERROR_VALUES: set[ChooseBusySourcesAndWriteTargetResponse503Error] = {
    "service_unavailable",
}


def check_choose_busy_sources_and_write_target_response_503_error(
    value: str,
) -> ChooseBusySourcesAndWriteTargetResponse503Error:
    if value in CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_503_ERROR_VALUES!r}"
    )
