from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.record_consents_in_bulk_response_200_results_item_status import (
    RecordConsentsInBulkResponse200ResultsItemStatus,
    check_record_consents_in_bulk_response_200_results_item_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.record_consents_in_bulk_response_200_results_item_error import (
        RecordConsentsInBulkResponse200ResultsItemError,
    )


T = TypeVar("T", bound="RecordConsentsInBulkResponse200ResultsItem")


@_attrs_define
class RecordConsentsInBulkResponse200ResultsItem:
    """
    Attributes:
        index (int): Position of the row in `consents`, from 0.
        status (RecordConsentsInBulkResponse200ResultsItemStatus):
        id (int | Unset): The consent recorded.
        error (RecordConsentsInBulkResponse200ResultsItemError | Unset):
    """

    index: int
    status: RecordConsentsInBulkResponse200ResultsItemStatus
    id: int | Unset = UNSET
    error: RecordConsentsInBulkResponse200ResultsItemError | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        status: str = self.status

        id = self.id

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "status": status,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_consents_in_bulk_response_200_results_item_error import (
            RecordConsentsInBulkResponse200ResultsItemError,  # noqa: PLC0415
        )

        d = dict(src_dict)
        index = d.pop("index")

        status = check_record_consents_in_bulk_response_200_results_item_status(d.pop("status"))

        id = d.pop("id", UNSET)

        _error = d.pop("error", UNSET)
        error: RecordConsentsInBulkResponse200ResultsItemError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = RecordConsentsInBulkResponse200ResultsItemError.from_dict(_error)

        record_consents_in_bulk_response_200_results_item = cls(
            index=index,
            status=status,
            id=id,
            error=error,
        )

        return record_consents_in_bulk_response_200_results_item
