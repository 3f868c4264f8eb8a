from typing import Literal

ChooseBusySourcesAndWriteTargetResponse200PushMode = Literal["poll", "webhook"]

CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_200_PUSH_MODE_VALUES: set[
    ChooseBusySourcesAndWriteTargetResponse200PushMode
] = {
    "poll",
    "webhook",
}


def check_choose_busy_sources_and_write_target_response_200_push_mode(
    value: str,
) -> ChooseBusySourcesAndWriteTargetResponse200PushMode:
    if value in CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_200_PUSH_MODE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_200_PUSH_MODE_VALUES!r}"
    )
