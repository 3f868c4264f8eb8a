from typing import Literal

ChooseBusySourcesAndWriteTargetResponse200Provider = Literal["caldav", "gohighlevel", "google", "outlook"]

CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_200_PROVIDER_VALUES: set[
    ChooseBusySourcesAndWriteTargetResponse200Provider
] = {
    "caldav",
    "gohighlevel",
    "google",
    "outlook",
}


def check_choose_busy_sources_and_write_target_response_200_provider(
    value: str,
) -> ChooseBusySourcesAndWriteTargetResponse200Provider:
    if value in CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_200_PROVIDER_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHOOSE_BUSY_SOURCES_AND_WRITE_TARGET_RESPONSE_200_PROVIDER_VALUES!r}"
    )
