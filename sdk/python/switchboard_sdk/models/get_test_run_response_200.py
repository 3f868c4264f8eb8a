from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_test_run_response_200_run import GetTestRunResponse200Run


T = TypeVar("T", bound="GetTestRunResponse200")


@_attrs_define
class GetTestRunResponse200:
    """
    Attributes:
        run (GetTestRunResponse200Run):
    """

    run: GetTestRunResponse200Run

    def to_dict(self) -> dict[str, Any]:
        run = self.run.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "run": run,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_test_run_response_200_run import GetTestRunResponse200Run  # noqa: PLC0415

        d = dict(src_dict)
        run = GetTestRunResponse200Run.from_dict(d.pop("run"))

        get_test_run_response_200 = cls(
            run=run,
        )

        return get_test_run_response_200
