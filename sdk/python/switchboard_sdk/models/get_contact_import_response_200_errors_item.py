from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetContactImportResponse200ErrorsItem")


@_attrs_define
class GetContactImportResponse200ErrorsItem:
    """
    Attributes:
        row (int): The row as a spreadsheet numbers it: the header row is row 1, so the first data row is row 2 (a blank
            line counts as a row; a quoted line break does not start one).
        message (str): What is wrong, in plain words naming the row, the file's column and the value refused: `Row 22:
            "+1 555" in the Phone column is not a valid phone number; …`.
    """

    row: int
    message: str

    def to_dict(self) -> dict[str, Any]:
        row = self.row

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "row": row,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        row = d.pop("row")

        message = d.pop("message")

        get_contact_import_response_200_errors_item = cls(
            row=row,
            message=message,
        )

        return get_contact_import_response_200_errors_item
