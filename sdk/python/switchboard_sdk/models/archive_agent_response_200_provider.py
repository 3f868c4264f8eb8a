from typing import Literal

ArchiveAgentResponse200Provider = Literal["retell", "simulator", "vapi"]

ARCHIVE_AGENT_RESPONSE_200_PROVIDER_VALUES: set[ArchiveAgentResponse200Provider] = {
    "retell",
    "simulator",
    "vapi",
}


def check_archive_agent_response_200_provider(value: str) -> ArchiveAgentResponse200Provider:
    if value in ARCHIVE_AGENT_RESPONSE_200_PROVIDER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ARCHIVE_AGENT_RESPONSE_200_PROVIDER_VALUES!r}")
