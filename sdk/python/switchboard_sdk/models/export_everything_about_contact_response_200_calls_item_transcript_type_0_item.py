from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExportEverythingAboutContactResponse200CallsItemTranscriptType0Item")


@_attrs_define
class ExportEverythingAboutContactResponse200CallsItemTranscriptType0Item:
    """
    Attributes:
        role (str):
        text (str):
        start_seconds (float):
    """

    role: str
    text: str
    start_seconds: float

    def to_dict(self) -> dict[str, Any]:
        role = self.role

        text = self.text

        start_seconds = self.start_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "role": role,
                "text": text,
                "start_seconds": start_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        role = d.pop("role")

        text = d.pop("text")

        start_seconds = d.pop("start_seconds")

        export_everything_about_contact_response_200_calls_item_transcript_type_0_item = cls(
            role=role,
            text=text,
            start_seconds=start_seconds,
        )

        return export_everything_about_contact_response_200_calls_item_transcript_type_0_item
