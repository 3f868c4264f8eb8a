from typing import Literal

ChooseBusySourcesAndWriteTargetResponse200Status = Literal["active", "error", "needs_reauth", "pending_authorization"]

CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_200_STATUS_VALUES: set[
    ChooseBusySourcesAndWriteTargetResponse200Status
] = {
    "active",
    "error",
    "needs_reauth",
    "pending_authorization",
}


def check_choose_busy_sources_and_write_target_response_200_status(
    value: str,
) -> ChooseBusySourcesAndWriteTargetResponse200Status:
    if value in CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_200_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_200_STATUS_VALUES!r}"
    )
