from typing import Literal

ChooseBusySourcesAndWriteTargetResponse401Error = Literal["authentication_required", "invalid_key"]

CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_401_ERROR_VALUES: set[ChooseBusySourcesAndWriteTargetResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_choose_busy_sources_and_write_target_response_401_error(
    value: str,
) -> ChooseBusySourcesAndWriteTargetResponse401Error:
    if value in CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_401_ERROR_VALUES!r}"
    )
