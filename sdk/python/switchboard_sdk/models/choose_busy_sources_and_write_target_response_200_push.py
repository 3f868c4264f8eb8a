from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.choose_busy_sources_and_write_target_response_200_push_mode import (
    ChooseBusySourcesAndWriteTargetResponse200PushMode,
    check_choose_busy_sources_and_write_target_response_200_push_mode,
)

T = TypeVar("T", bound="ChooseBusySourcesAndWriteTargetResponse200Push")


@_attrs_define
class ChooseBusySourcesAndWriteTargetResponse200Push:
    """
    Attributes:
        mode (ChooseBusySourcesAndWriteTargetResponse200PushMode): webhook: the provider pushes changes; poll: read
            every 5 minutes
        expires_at (None | str): when the earliest push channel expires (renewed before)
    """

    mode: ChooseBusySourcesAndWriteTargetResponse200PushMode
    expires_at: None | str

    def to_dict(self) -> dict[str, Any]:
        mode: str = self.mode

        expires_at: None | str
        expires_at = self.expires_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mode": mode,
                "expires_at": expires_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mode = check_choose_busy_sources_and_write_target_response_200_push_mode(d.pop("mode"))

        def _parse_expires_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        choose_busy_sources_and_write_target_response_200_push = cls(
            mode=mode,
            expires_at=expires_at,
        )

        return choose_busy_sources_and_write_target_response_200_push
