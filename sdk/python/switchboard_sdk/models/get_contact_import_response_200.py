from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_contact_import_response_200_status import (
    GetContactImportResponse200Status,
    check_get_contact_import_response_200_status,
)

if TYPE_CHECKING:
    from ..models.get_contact_import_response_200_errors_item import GetContactImportResponse200ErrorsItem


T = TypeVar("T", bound="GetContactImportResponse200")


@_attrs_define
class GetContactImportResponse200:
    """
    Attributes:
        id (int):
        status (GetContactImportResponse200Status):
        file_name (None | str):
        total_rows (int):
        processed (int):
        created (int):
        updated (int):
        failed (int):
        errors (list[GetContactImportResponse200ErrorsItem]): The first 100 rejected rows; errors.csv has them all.
        failure (None | str): Why the import stopped early (a file the parser cannot read past some row); null
            otherwise.
        created_at (str):
        finished_at (None | str):
    """

    id: int
    status: GetContactImportResponse200Status
    file_name: None | str
    total_rows: int
    processed: int
    created: int
    updated: int
    failed: int
    errors: list[GetContactImportResponse200ErrorsItem]
    failure: None | str
    created_at: str
    finished_at: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status: str = self.status

        file_name: None | str
        file_name = self.file_name

        total_rows = self.total_rows

        processed = self.processed

        created = self.created

        updated = self.updated

        failed = self.failed

        errors = []
        for errors_item_data in self.errors:
            errors_item = errors_item_data.to_dict()
            errors.append(errors_item)

        failure: None | str
        failure = self.failure

        created_at = self.created_at

        finished_at: None | str
        finished_at = self.finished_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "status": status,
                "file_name": file_name,
                "total_rows": total_rows,
                "processed": processed,
                "created": created,
                "updated": updated,
                "failed": failed,
                "errors": errors,
                "failure": failure,
                "created_at": created_at,
                "finished_at": finished_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_contact_import_response_200_errors_item import (
            GetContactImportResponse200ErrorsItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        status = check_get_contact_import_response_200_status(d.pop("status"))

        def _parse_file_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        file_name = _parse_file_name(d.pop("file_name"))

        total_rows = d.pop("total_rows")

        processed = d.pop("processed")

        created = d.pop("created")

        updated = d.pop("updated")

        failed = d.pop("failed")

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = GetContactImportResponse200ErrorsItem.from_dict(errors_item_data)

            errors.append(errors_item)

        def _parse_failure(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure = _parse_failure(d.pop("failure"))

        created_at = d.pop("created_at")

        def _parse_finished_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        get_contact_import_response_200 = cls(
            id=id,
            status=status,
            file_name=file_name,
            total_rows=total_rows,
            processed=processed,
            created=created,
            updated=updated,
            failed=failed,
            errors=errors,
            failure=failure,
            created_at=created_at,
            finished_at=finished_at,
        )

        return get_contact_import_response_200
