from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SimulateInboundCallResponse201LatencyType0")


@_attrs_define
class SimulateInboundCallResponse201LatencyType0:
    """
    Attributes:
        turns (int): turns the agent answered that the provider measured
        p50_ms (int | None): median whole-turn latency: from the callee falling silent to the agent's first audio
        p95_ms (int | None): 95th percentile of whole-turn latency (nearest rank)
        model_p50_ms (int | None): median time to the model's first token
        voice_p50_ms (int | None): median time to the voice's first audio
        transcriber_p50_ms (int | None): median transcriber latency
    """

    turns: int
    p50_ms: int | None
    p95_ms: int | None
    model_p50_ms: int | None
    voice_p50_ms: int | None
    transcriber_p50_ms: int | None

    def to_dict(self) -> dict[str, Any]:
        turns = self.turns

        p50_ms: int | None
        p50_ms = self.p50_ms

        p95_ms: int | None
        p95_ms = self.p95_ms

        model_p50_ms: int | None
        model_p50_ms = self.model_p50_ms

        voice_p50_ms: int | None
        voice_p50_ms = self.voice_p50_ms

        transcriber_p50_ms: int | None
        transcriber_p50_ms = self.transcriber_p50_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "turns": turns,
                "p50_ms": p50_ms,
                "p95_ms": p95_ms,
                "model_p50_ms": model_p50_ms,
                "voice_p50_ms": voice_p50_ms,
                "transcriber_p50_ms": transcriber_p50_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        turns = d.pop("turns")

        def _parse_p50_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        p50_ms = _parse_p50_ms(d.pop("p50_ms"))

        def _parse_p95_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        p95_ms = _parse_p95_ms(d.pop("p95_ms"))

        def _parse_model_p50_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        model_p50_ms = _parse_model_p50_ms(d.pop("model_p50_ms"))

        def _parse_voice_p50_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        voice_p50_ms = _parse_voice_p50_ms(d.pop("voice_p50_ms"))

        def _parse_transcriber_p50_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        transcriber_p50_ms = _parse_transcriber_p50_ms(d.pop("transcriber_p50_ms"))

        simulate_inbound_call_response_201_latency_type_0 = cls(
            turns=turns,
            p50_ms=p50_ms,
            p95_ms=p95_ms,
            model_p50_ms=model_p50_ms,
            voice_p50_ms=voice_p50_ms,
            transcriber_p50_ms=transcriber_p50_ms,
        )

        return simulate_inbound_call_response_201_latency_type_0
