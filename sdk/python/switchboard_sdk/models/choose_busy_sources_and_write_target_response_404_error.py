from typing import Literal

ChooseBusySourcesAndWriteTargetResponse404Error = Literal["not_found"]

CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_404_ERROR_VALUES: set[ChooseBusySourcesAndWriteTargetResponse404Error] = {
    "not_found",
}


def check_choose_busy_sources_and_write_target_response_404_error(
    value: str,
) -> ChooseBusySourcesAndWriteTargetResponse404Error:
    if value in CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_404_ERROR_VALUES!r}"
    )
