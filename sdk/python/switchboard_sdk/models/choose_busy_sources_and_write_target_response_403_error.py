from typing import Literal

ChooseBusySourcesAndWriteTargetResponse403Error = Literal["permission_denied"]

CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_403_ERROR_VALUES: set[ChooseBusySourcesAndWriteTargetResponse403Error] = {
    "permission_denied",
}


def check_choose_busy_sources_and_write_target_response_403_error(
    value: str,
) -> ChooseBusySourcesAndWriteTargetResponse403Error:
    if value in CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_403_ERROR_VALUES!r}"
    )
