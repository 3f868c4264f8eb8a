from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetTestRunResponse200RunProgress")


@_attrs_define
class GetTestRunResponse200RunProgress:
    """
    Attributes:
        done (int):
        total (int):
    """

    done: int
    total: int

    def to_dict(self) -> dict[str, Any]:
        done = self.done

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "done": done,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        done = d.pop("done")

        total = d.pop("total")

        get_test_run_response_200_run_progress = cls(
            done=done,
            total=total,
        )

        return get_test_run_response_200_run_progress
