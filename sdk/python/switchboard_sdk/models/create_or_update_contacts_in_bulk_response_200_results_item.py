from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_or_update_contacts_in_bulk_response_200_results_item_status import (
    CreateOrUpdateContactsInBulkResponse200ResultsItemStatus,
    check_create_or_update_contacts_in_bulk_response_200_results_item_status,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_or_update_contacts_in_bulk_response_200_results_item_error import (
        CreateOrUpdateContactsInBulkResponse200ResultsItemError,
    )


T = TypeVar("T", bound="CreateOrUpdateContactsInBulkResponse200ResultsItem")


@_attrs_define
class CreateOrUpdateContactsInBulkResponse200ResultsItem:
    """
    Attributes:
        index (int): Position of the row in `contacts`, from 0.
        status (CreateOrUpdateContactsInBulkResponse200ResultsItemStatus):
        id (int | Unset): The contact created or updated.
        error (CreateOrUpdateContactsInBulkResponse200ResultsItemError | Unset):
        ignored_fields (list[str] | Unset): Fields of the row the API does not know and ignored; present only when there
            are some.
    """

    index: int
    status: CreateOrUpdateContactsInBulkResponse200ResultsItemStatus
    id: int | Unset = UNSET
    error: CreateOrUpdateContactsInBulkResponse200ResultsItemError | Unset = UNSET
    ignored_fields: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        status: str = self.status

        id = self.id

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        ignored_fields: list[str] | Unset = UNSET
        if not isinstance(self.ignored_fields, Unset):
            ignored_fields = self.ignored_fields

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
        if ignored_fields is not UNSET:
            field_dict["ignored_fields"] = ignored_fields

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_or_update_contacts_in_bulk_response_200_results_item_error import (
            CreateOrUpdateContactsInBulkResponse200ResultsItemError,  # noqa: PLC0415
        )

        d = dict(src_dict)
        index = d.pop("index")

        status = check_create_or_update_contacts_in_bulk_response_200_results_item_status(d.pop("status"))

        id = d.pop("id", UNSET)

        _error = d.pop("error", UNSET)
        error: CreateOrUpdateContactsInBulkResponse200ResultsItemError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = CreateOrUpdateContactsInBulkResponse200ResultsItemError.from_dict(_error)

        ignored_fields = cast(list[str], d.pop("ignored_fields", UNSET))

        create_or_update_contacts_in_bulk_response_200_results_item = cls(
            index=index,
            status=status,
            id=id,
            error=error,
            ignored_fields=ignored_fields,
        )

        return create_or_update_contacts_in_bulk_response_200_results_item
