from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_calls_compliance_record_response_200_type_1_records_item import (
        GetCallsComplianceRecordResponse200Type1RecordsItem,
    )


T = TypeVar("T", bound="GetCallsComplianceRecordResponse200Type1")


@_attrs_define
class GetCallsComplianceRecordResponse200Type1:
    """
    Attributes:
        call_id (str):
        records (list[GetCallsComplianceRecordResponse200Type1RecordsItem]): every decision about the call, oldest first
    """

    call_id: str
    records: list[GetCallsComplianceRecordResponse200Type1RecordsItem]

    def to_dict(self) -> dict[str, Any]:
        call_id = self.call_id

        records = []
        for records_item_data in self.records:
            records_item = records_item_data.to_dict()
            records.append(records_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "call_id": call_id,
                "records": records,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_calls_compliance_record_response_200_type_1_records_item import (
            GetCallsComplianceRecordResponse200Type1RecordsItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        call_id = d.pop("call_id")

        records = []
        _records = d.pop("records")
        for records_item_data in _records:
            records_item = GetCallsComplianceRecordResponse200Type1RecordsItem.from_dict(records_item_data)

            records.append(records_item)

        get_calls_compliance_record_response_200_type_1 = cls(
            call_id=call_id,
            records=records,
        )

        return get_calls_compliance_record_response_200_type_1
