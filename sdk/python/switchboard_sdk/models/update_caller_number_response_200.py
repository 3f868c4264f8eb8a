from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="UpdateCallerNumberResponse200")


@_attrs_define
class UpdateCallerNumberResponse200:
    """
    Attributes:
        id (int):
        phone_number (str):
        provider_phone_number_id (None | str):
        agent_ids (list[int]):
        max_calls_per_day (int):
        calls_today (int): Outbound calls placed from the number since midnight in the account's business zone (every
            door: campaigns, the API, retries).
        answer_rate_7d (float | None): Completed ÷ (completed, busy, no_answer, voicemail) over its calls of the last 7
            days (since it was last cleared, if later); null without such a call.
        calls_7d (int): The calls answer_rate_7d is computed over.
        resting (bool): Whether campaigns leave the number unused: set once its answer rate over at least 50 calls falls
            below the account's rest_below_answer_rate, until an owner or admin clears it.
        resting_since (None | str):
        created_at (str):
        updated_at (str):
    """

    id: int
    phone_number: str
    provider_phone_number_id: None | str
    agent_ids: list[int]
    max_calls_per_day: int
    calls_today: int
    answer_rate_7d: float | None
    calls_7d: int
    resting: bool
    resting_since: None | str
    created_at: str
    updated_at: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        phone_number = self.phone_number

        provider_phone_number_id: None | str
        provider_phone_number_id = self.provider_phone_number_id

        agent_ids = self.agent_ids

        max_calls_per_day = self.max_calls_per_day

        calls_today = self.calls_today

        answer_rate_7d: float | None
        answer_rate_7d = self.answer_rate_7d

        calls_7d = self.calls_7d

        resting = self.resting

        resting_since: None | str
        resting_since = self.resting_since

        created_at = self.created_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "phone_number": phone_number,
                "provider_phone_number_id": provider_phone_number_id,
                "agent_ids": agent_ids,
                "max_calls_per_day": max_calls_per_day,
                "calls_today": calls_today,
                "answer_rate_7d": answer_rate_7d,
                "calls_7d": calls_7d,
                "resting": resting,
                "resting_since": resting_since,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        phone_number = d.pop("phone_number")

        def _parse_provider_phone_number_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        provider_phone_number_id = _parse_provider_phone_number_id(d.pop("provider_phone_number_id"))

        agent_ids = cast(list[int], d.pop("agent_ids"))

        max_calls_per_day = d.pop("max_calls_per_day")

        calls_today = d.pop("calls_today")

        def _parse_answer_rate_7d(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        answer_rate_7d = _parse_answer_rate_7d(d.pop("answer_rate_7d"))

        calls_7d = d.pop("calls_7d")

        resting = d.pop("resting")

        def _parse_resting_since(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        resting_since = _parse_resting_since(d.pop("resting_since"))

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        update_caller_number_response_200 = cls(
            id=id,
            phone_number=phone_number,
            provider_phone_number_id=provider_phone_number_id,
            agent_ids=agent_ids,
            max_calls_per_day=max_calls_per_day,
            calls_today=calls_today,
            answer_rate_7d=answer_rate_7d,
            calls_7d=calls_7d,
            resting=resting,
            resting_since=resting_since,
            created_at=created_at,
            updated_at=updated_at,
        )

        return update_caller_number_response_200
