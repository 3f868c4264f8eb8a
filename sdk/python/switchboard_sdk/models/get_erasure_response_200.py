from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_erasure_response_200_erasure import GetErasureResponse200Erasure


T = TypeVar("T", bound="GetErasureResponse200")


@_attrs_define
class GetErasureResponse200:
    """
    Attributes:
        erasure (GetErasureResponse200Erasure):
    """

    erasure: GetErasureResponse200Erasure

    def to_dict(self) -> dict[str, Any]:
        erasure = self.erasure.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "erasure": erasure,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_erasure_response_200_erasure import GetErasureResponse200Erasure  # noqa: PLC0415

        d = dict(src_dict)
        erasure = GetErasureResponse200Erasure.from_dict(d.pop("erasure"))

        get_erasure_response_200 = cls(
            erasure=erasure,
        )

        return get_erasure_response_200
