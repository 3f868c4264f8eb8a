from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetTestRunResponse200RunResultsItemTranscriptItem")


@_attrs_define
class GetTestRunResponse200RunResultsItemTranscriptItem:
    """
    Attributes:
        role (str):
        text (str):
    """

    role: str
    text: str

    def to_dict(self) -> dict[str, Any]:
        role = self.role

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "role": role,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        role = d.pop("role")

        text = d.pop("text")

        get_test_run_response_200_run_results_item_transcript_item = cls(
            role=role,
            text=text,
        )

        return get_test_run_response_200_run_results_item_transcript_item
