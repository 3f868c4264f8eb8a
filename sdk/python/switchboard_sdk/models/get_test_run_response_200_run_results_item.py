from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_test_run_response_200_run_results_item_effects import GetTestRunResponse200RunResultsItemEffects
    from ..models.get_test_run_response_200_run_results_item_transcript_item import (
        GetTestRunResponse200RunResultsItemTranscriptItem,
    )


T = TypeVar("T", bound="GetTestRunResponse200RunResultsItem")


@_attrs_define
class GetTestRunResponse200RunResultsItem:
    """
    Attributes:
        test_id (int):
        name (str):
        passed (bool):
        failures (list[str]): Each expectation that failed, as a sentence.
        transcript (list[GetTestRunResponse200RunResultsItemTranscriptItem]):
        effects (GetTestRunResponse200RunResultsItemEffects): What the conversation did, read before its sandbox was
            rolled back: none of it remains.
        error (None | str): Why the test could not be judged (the model endpoint timed out or refused).
    """

    test_id: int
    name: str
    passed: bool
    failures: list[str]
    transcript: list[GetTestRunResponse200RunResultsItemTranscriptItem]
    effects: GetTestRunResponse200RunResultsItemEffects
    error: None | str

    def to_dict(self) -> dict[str, Any]:
        test_id = self.test_id

        name = self.name

        passed = self.passed

        failures = self.failures

        transcript = []
        for transcript_item_data in self.transcript:
            transcript_item = transcript_item_data.to_dict()
            transcript.append(transcript_item)

        effects = self.effects.to_dict()

        error: None | str
        error = self.error

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "test_id": test_id,
                "name": name,
                "passed": passed,
                "failures": failures,
                "transcript": transcript,
                "effects": effects,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_test_run_response_200_run_results_item_effects import (
            GetTestRunResponse200RunResultsItemEffects,  # noqa: PLC0415
        )
        from ..models.get_test_run_response_200_run_results_item_transcript_item import (
            GetTestRunResponse200RunResultsItemTranscriptItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        test_id = d.pop("test_id")

        name = d.pop("name")

        passed = d.pop("passed")

        failures = cast(list[str], d.pop("failures"))

        transcript = []
        _transcript = d.pop("transcript")
        for transcript_item_data in _transcript:
            transcript_item = GetTestRunResponse200RunResultsItemTranscriptItem.from_dict(transcript_item_data)

            transcript.append(transcript_item)

        effects = GetTestRunResponse200RunResultsItemEffects.from_dict(d.pop("effects"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        get_test_run_response_200_run_results_item = cls(
            test_id=test_id,
            name=name,
            passed=passed,
            failures=failures,
            transcript=transcript,
            effects=effects,
            error=error,
        )

        return get_test_run_response_200_run_results_item
