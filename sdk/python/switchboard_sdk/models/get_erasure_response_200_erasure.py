from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_erasure_response_200_erasure_status import (
    GetErasureResponse200ErasureStatus,
    check_get_erasure_response_200_erasure_status,
)

if TYPE_CHECKING:
    from ..models.get_erasure_response_200_erasure_receipt_type_0 import GetErasureResponse200ErasureReceiptType0


T = TypeVar("T", bound="GetErasureResponse200Erasure")


@_attrs_define
class GetErasureResponse200Erasure:
    """
    Attributes:
        id (int):
        status (GetErasureResponse200ErasureStatus): `pending` (asked, the job has not run yet), `waiting_for_call` (a
            call with the person is live: the erasure runs when it ends), `running`, `done`
        contact_id (int): The contact erased; it answers 404 once the erasure is done.
        created_at (str):
        finished_at (None | str):
        receipt (GetErasureResponse200ErasureReceiptType0 | None): Once done: how many rows of each kind were removed or
            blanked (contact, phone_numbers, calls, messages, consents, bookings, events, ...).
    """

    id: int
    status: GetErasureResponse200ErasureStatus
    contact_id: int
    created_at: str
    finished_at: None | str
    receipt: GetErasureResponse200ErasureReceiptType0 | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.get_erasure_response_200_erasure_receipt_type_0 import (
            GetErasureResponse200ErasureReceiptType0,  # noqa: PLC0415
        )

        id = self.id

        status: str = self.status

        contact_id = self.contact_id

        created_at = self.created_at

        finished_at: None | str
        finished_at = self.finished_at

        receipt: dict[str, Any] | None
        if isinstance(self.receipt, GetErasureResponse200ErasureReceiptType0):
            receipt = self.receipt.to_dict()
        else:
            receipt = self.receipt

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "status": status,
                "contact_id": contact_id,
                "created_at": created_at,
                "finished_at": finished_at,
                "receipt": receipt,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_erasure_response_200_erasure_receipt_type_0 import (
            GetErasureResponse200ErasureReceiptType0,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        status = check_get_erasure_response_200_erasure_status(d.pop("status"))

        contact_id = d.pop("contact_id")

        created_at = d.pop("created_at")

        def _parse_finished_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        def _parse_receipt(data: object) -> GetErasureResponse200ErasureReceiptType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                receipt_type_0 = GetErasureResponse200ErasureReceiptType0.from_dict(data)

                return receipt_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetErasureResponse200ErasureReceiptType0 | None, data)

        receipt = _parse_receipt(d.pop("receipt"))

        get_erasure_response_200_erasure = cls(
            id=id,
            status=status,
            contact_id=contact_id,
            created_at=created_at,
            finished_at=finished_at,
            receipt=receipt,
        )

        return get_erasure_response_200_erasure
