from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.run_agents_tests_response_202_run_results_item_effects import (
        RunAgentsTestsResponse202RunResultsItemEffects,
    )
    from ..models.run_agents_tests_response_202_run_results_item_transcript_item import (
        RunAgentsTestsResponse202RunResultsItemTranscriptItem,
    )


T = TypeVar("T", bound="RunAgentsTestsResponse202RunResultsItem")


@_attrs_define
class RunAgentsTestsResponse202RunResultsItem:
    """
    Attributes:
        test_id (int):
        name (str):
        passed (bool):
        failures (list[str]): Each expectation that failed, as a sentence.
        transcript (list[RunAgentsTestsResponse202RunResultsItemTranscriptItem]):
        effects (RunAgentsTestsResponse202RunResultsItemEffects): What the conversation did, read before its sandbox was
            rolled back: none of it remains.
        error (None | str): Why the test could not be judged (the model endpoint timed out or refused).
    """

    test_id: int
    name: str
    passed: bool
    failures: list[str]
    transcript: list[RunAgentsTestsResponse202RunResultsItemTranscriptItem]
    effects: RunAgentsTestsResponse202RunResultsItemEffects
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
        from ..models.run_agents_tests_response_202_run_results_item_effects import (
            RunAgentsTestsResponse202RunResultsItemEffects,  # noqa: PLC0415
        )
        from ..models.run_agents_tests_response_202_run_results_item_transcript_item import (
            RunAgentsTestsResponse202RunResultsItemTranscriptItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        test_id = d.pop("test_id")

        name = d.pop("name")

        passed = d.pop("passed")

        failures = cast(list[str], d.pop("failures"))

        transcript = []
        _transcript = d.pop("transcript")
        for transcript_item_data in _transcript:
            transcript_item = RunAgentsTestsResponse202RunResultsItemTranscriptItem.from_dict(transcript_item_data)

            transcript.append(transcript_item)

        effects = RunAgentsTestsResponse202RunResultsItemEffects.from_dict(d.pop("effects"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        run_agents_tests_response_202_run_results_item = cls(
            test_id=test_id,
            name=name,
            passed=passed,
            failures=failures,
            transcript=transcript,
            effects=effects,
            error=error,
        )

        return run_agents_tests_response_202_run_results_item
