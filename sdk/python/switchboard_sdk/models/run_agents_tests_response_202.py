from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.run_agents_tests_response_202_run import RunAgentsTestsResponse202Run


T = TypeVar("T", bound="RunAgentsTestsResponse202")


@_attrs_define
class RunAgentsTestsResponse202:
    """
    Attributes:
        run (RunAgentsTestsResponse202Run):
    """

    run: RunAgentsTestsResponse202Run

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
        from ..models.run_agents_tests_response_202_run import RunAgentsTestsResponse202Run  # noqa: PLC0415

        d = dict(src_dict)
        run = RunAgentsTestsResponse202Run.from_dict(d.pop("run"))

        run_agents_tests_response_202 = cls(
            run=run,
        )

        return run_agents_tests_response_202
