from typing import Literal

ChooseBusySourcesAndWriteTargetResponse429Error = Literal["rate_limited"]

CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_429_ERROR_VALUES: set[ChooseBusySourcesAndWriteTargetResponse429Error] = {
    "rate_limited",
}


def check_choose_busy_sources_and_write_target_response_429_error(
    value: str,
) -> ChooseBusySourcesAndWriteTargetResponse429Error:
    if value in CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_429_ERROR_VALUES!r}"
    )
