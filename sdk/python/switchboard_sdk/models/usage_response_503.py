from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.usage_response_503_error import UsageResponse503Error, check_usage_response_503_error
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.error_details_item import ErrorDetailsItem


T = TypeVar("T", bound="UsageResponse503")


@_attrs_define
class UsageResponse503:
    """
    Attributes:
        error (UsageResponse503Error):
        message (str):
        request_id (str):
        details (list[ErrorDetailsItem] | Unset): One entry per field that failed validation.
    """

    error: UsageResponse503Error
    message: str
    request_id: str
    details: list[ErrorDetailsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        error: str = self.error

        message = self.message

        request_id = self.request_id

        details: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.details, Unset):
            details = []
            for componentsschemas_error_details_item_data in self.details:
                componentsschemas_error_details_item = componentsschemas_error_details_item_data.to_dict()
                details.append(componentsschemas_error_details_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "error": error,
                "message": message,
                "request_id": request_id,
            }
        )
        if details is not UNSET:
            field_dict["details"] = details

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_details_item import ErrorDetailsItem  # noqa: PLC0415

        d = dict(src_dict)
        error = check_usage_response_503_error(d.pop("error"))

        message = d.pop("message")

        request_id = d.pop("request_id")

        _details = d.pop("details", UNSET)
        details: list[ErrorDetailsItem] | Unset = UNSET
        if _details is not UNSET:
            details = []
            for componentsschemas_error_details_item_data in _details:
                componentsschemas_error_details_item = ErrorDetailsItem.from_dict(
                    componentsschemas_error_details_item_data
                )

                details.append(componentsschemas_error_details_item)

        usage_response_503 = cls(
            error=error,
            message=message,
            request_id=request_id,
            details=details,
        )

        usage_response_503.additional_properties = d
        return usage_response_503

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
