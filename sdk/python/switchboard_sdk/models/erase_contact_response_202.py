from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.erase_contact_response_202_erasure import EraseContactResponse202Erasure


T = TypeVar("T", bound="EraseContactResponse202")


@_attrs_define
class EraseContactResponse202:
    """
    Attributes:
        erasure (EraseContactResponse202Erasure):
    """

    erasure: EraseContactResponse202Erasure

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
        from ..models.erase_contact_response_202_erasure import EraseContactResponse202Erasure  # noqa: PLC0415

        d = dict(src_dict)
        erasure = EraseContactResponse202Erasure.from_dict(d.pop("erasure"))

        erase_contact_response_202 = cls(
            erasure=erasure,
        )

        return erase_contact_response_202
