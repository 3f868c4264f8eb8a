from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.import_contacts_from_csv_file_response_202_status import (
    ImportContactsFromCsvFileResponse202Status,
    check_import_contacts_from_csv_file_response_202_status,
)

if TYPE_CHECKING:
    from ..models.import_contacts_from_csv_file_response_202_mapping import ImportContactsFromCsvFileResponse202Mapping


T = TypeVar("T", bound="ImportContactsFromCsvFileResponse202")


@_attrs_define
class ImportContactsFromCsvFileResponse202:
    """
    Attributes:
        id (int):
        status (ImportContactsFromCsvFileResponse202Status):
        mapping (ImportContactsFromCsvFileResponse202Mapping): The mapping the import uses (the one sent, or the one
            guessed from the headers).
    """

    id: int
    status: ImportContactsFromCsvFileResponse202Status
    mapping: ImportContactsFromCsvFileResponse202Mapping

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status: str = self.status

        mapping = self.mapping.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "status": status,
                "mapping": mapping,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.import_contacts_from_csv_file_response_202_mapping import (
            ImportContactsFromCsvFileResponse202Mapping,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        status = check_import_contacts_from_csv_file_response_202_status(d.pop("status"))

        mapping = ImportContactsFromCsvFileResponse202Mapping.from_dict(d.pop("mapping"))

        import_contacts_from_csv_file_response_202 = cls(
            id=id,
            status=status,
            mapping=mapping,
        )

        return import_contacts_from_csv_file_response_202
