from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.export_everything_about_contact_response_200_calls_item_transcript_type_0_item import (
        ExportEverythingAboutContactResponse200CallsItemTranscriptType0Item,
    )
    from ..models.export_everything_about_contact_response_200_calls_item_variables import (
        ExportEverythingAboutContactResponse200CallsItemVariables,
    )


T = TypeVar("T", bound="ExportEverythingAboutContactResponse200CallsItem")


@_attrs_define
class ExportEverythingAboutContactResponse200CallsItem:
    """
    Attributes:
        call_id (str):
        status (str):
        direction (str):
        phone_number (str):
        created_at (str):
        ended_at (None | str):
        duration_seconds (float | None):
        variables (ExportEverythingAboutContactResponse200CallsItemVariables):
        transcript (list[ExportEverythingAboutContactResponse200CallsItemTranscriptType0Item] | None):
        summary (None | str):
        recording_url (None | str):
        analysis (Any | None):
    """

    call_id: str
    status: str
    direction: str
    phone_number: str
    created_at: str
    ended_at: None | str
    duration_seconds: float | None
    variables: ExportEverythingAboutContactResponse200CallsItemVariables
    transcript: list[ExportEverythingAboutContactResponse200CallsItemTranscriptType0Item] | None
    summary: None | str
    recording_url: None | str
    analysis: Any | None

    def to_dict(self) -> dict[str, Any]:
        call_id = self.call_id

        status = self.status

        direction = self.direction

        phone_number = self.phone_number

        created_at = self.created_at

        ended_at: None | str
        ended_at = self.ended_at

        duration_seconds: float | None
        duration_seconds = self.duration_seconds

        variables = self.variables.to_dict()

        transcript: list[dict[str, Any]] | None
        if isinstance(self.transcript, list):
            transcript = []
            for transcript_type_0_item_data in self.transcript:
                transcript_type_0_item = transcript_type_0_item_data.to_dict()
                transcript.append(transcript_type_0_item)

        else:
            transcript = self.transcript

        summary: None | str
        summary = self.summary

        recording_url: None | str
        recording_url = self.recording_url

        analysis: Any | None
        analysis = self.analysis

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "call_id": call_id,
                "status": status,
                "direction": direction,
                "phone_number": phone_number,
                "created_at": created_at,
                "ended_at": ended_at,
                "duration_seconds": duration_seconds,
                "variables": variables,
                "transcript": transcript,
                "summary": summary,
                "recording_url": recording_url,
                "analysis": analysis,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_everything_about_contact_response_200_calls_item_transcript_type_0_item import (
            ExportEverythingAboutContactResponse200CallsItemTranscriptType0Item,  # noqa: PLC0415
        )
        from ..models.export_everything_about_contact_response_200_calls_item_variables import (
            ExportEverythingAboutContactResponse200CallsItemVariables,  # noqa: PLC0415
        )

        d = dict(src_dict)
        call_id = d.pop("call_id")

        status = d.pop("status")

        direction = d.pop("direction")

        phone_number = d.pop("phone_number")

        created_at = d.pop("created_at")

        def _parse_ended_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ended_at = _parse_ended_at(d.pop("ended_at"))

        def _parse_duration_seconds(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        duration_seconds = _parse_duration_seconds(d.pop("duration_seconds"))

        variables = ExportEverythingAboutContactResponse200CallsItemVariables.from_dict(d.pop("variables"))

        def _parse_transcript(
            data: object,
        ) -> list[ExportEverythingAboutContactResponse200CallsItemTranscriptType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                transcript_type_0 = []
                _transcript_type_0 = data
                for transcript_type_0_item_data in _transcript_type_0:
                    transcript_type_0_item = (
                        ExportEverythingAboutContactResponse200CallsItemTranscriptType0Item.from_dict(
                            transcript_type_0_item_data
                        )
                    )

                    transcript_type_0.append(transcript_type_0_item)

                return transcript_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ExportEverythingAboutContactResponse200CallsItemTranscriptType0Item] | None, data)

        transcript = _parse_transcript(d.pop("transcript"))

        def _parse_summary(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        summary = _parse_summary(d.pop("summary"))

        def _parse_recording_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        recording_url = _parse_recording_url(d.pop("recording_url"))

        def _parse_analysis(data: object) -> Any | None:
            if data is None:
                return data
            return cast(Any | None, data)

        analysis = _parse_analysis(d.pop("analysis"))

        export_everything_about_contact_response_200_calls_item = cls(
            call_id=call_id,
            status=status,
            direction=direction,
            phone_number=phone_number,
            created_at=created_at,
            ended_at=ended_at,
            duration_seconds=duration_seconds,
            variables=variables,
            transcript=transcript,
            summary=summary,
            recording_url=recording_url,
            analysis=analysis,
        )

        return export_everything_about_contact_response_200_calls_item
