from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.run_tool_in_call_response_200_result import RunToolInCallResponse200Result


T = TypeVar("T", bound="RunToolInCallResponse200")


@_attrs_define
class RunToolInCallResponse200:
    """
    Attributes:
        result (RunToolInCallResponse200Result):
    """

    result: RunToolInCallResponse200Result

    def to_dict(self) -> dict[str, Any]:
        result = self.result.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.run_tool_in_call_response_200_result import RunToolInCallResponse200Result  # noqa: PLC0415

        d = dict(src_dict)
        result = RunToolInCallResponse200Result.from_dict(d.pop("result"))

        run_tool_in_call_response_200 = cls(
            result=result,
        )

        return run_tool_in_call_response_200
