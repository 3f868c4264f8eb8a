from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.run_tool_in_call_response_200_result_alternatives_item import (
        RunToolInCallResponse200ResultAlternativesItem,
    )
    from ..models.run_tool_in_call_response_200_result_available_slots_item import (
        RunToolInCallResponse200ResultAvailableSlotsItem,
    )
    from ..models.run_tool_in_call_response_200_result_callback_with import RunToolInCallResponse200ResultCallbackWith
    from ..models.run_tool_in_call_response_200_result_contact import RunToolInCallResponse200ResultContact
    from ..models.run_tool_in_call_response_200_result_do_not_call import RunToolInCallResponse200ResultDoNotCall
    from ..models.run_tool_in_call_response_200_result_event import RunToolInCallResponse200ResultEvent
    from ..models.run_tool_in_call_response_200_result_transferred_to import RunToolInCallResponse200ResultTransferredTo


T = TypeVar("T", bound="RunToolInCallResponse200Result")


@_attrs_define
class RunToolInCallResponse200Result:
    """
    Attributes:
        ok (bool):
        message (str): one line the agent can say
        error (str | Unset): why the tool could not do it: slot_unavailable, outside_availability, time_in_past,
            appointment_cancelled, no_contact, or (transfer_to_human) no_one_to_transfer_to or no_one_available
        timezone (str | Unset): the business time zone the message speaks in
        available_slots (list[RunToolInCallResponse200ResultAvailableSlotsItem] | Unset): check_availability: the free
            slots, UTC
        alternatives (list[RunToolInCallResponse200ResultAlternativesItem] | Unset): the next free slots when the time
            asked for cannot be booked
        event (RunToolInCallResponse200ResultEvent | Unset): the appointment booked, moved or cancelled
        contact (RunToolInCallResponse200ResultContact | Unset): update_contact: the contact after the change, and what
            changed
        do_not_call (RunToolInCallResponse200ResultDoNotCall | Unset): opt_out: the number listed, and the pending calls
            to it that were canceled
        call_ended (bool | Unset): opt_out: the call is being ended
        message_id (str | Unset): send_sms: the text message written (GET /api/v1/messages/{id})
        transferred_to (RunToolInCallResponse200ResultTransferredTo | Unset): transfer_to_human: the person the call is
            being handed to
        callback_with (RunToolInCallResponse200ResultCallbackWith | Unset): transfer_to_human: nobody was free, so this
            person calls back at the time of `event` (event_type voice_call)
    """

    ok: bool
    message: str
    error: str | Unset = UNSET
    timezone: str | Unset = UNSET
    available_slots: list[RunToolInCallResponse200ResultAvailableSlotsItem] | Unset = UNSET
    alternatives: list[RunToolInCallResponse200ResultAlternativesItem] | Unset = UNSET
    event: RunToolInCallResponse200ResultEvent | Unset = UNSET
    contact: RunToolInCallResponse200ResultContact | Unset = UNSET
    do_not_call: RunToolInCallResponse200ResultDoNotCall | Unset = UNSET
    call_ended: bool | Unset = UNSET
    message_id: str | Unset = UNSET
    transferred_to: RunToolInCallResponse200ResultTransferredTo | Unset = UNSET
    callback_with: RunToolInCallResponse200ResultCallbackWith | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ok = self.ok

        message = self.message

        error = self.error

        timezone = self.timezone

        available_slots: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.available_slots, Unset):
            available_slots = []
            for available_slots_item_data in self.available_slots:
                available_slots_item = available_slots_item_data.to_dict()
                available_slots.append(available_slots_item)

        alternatives: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.alternatives, Unset):
            alternatives = []
            for alternatives_item_data in self.alternatives:
                alternatives_item = alternatives_item_data.to_dict()
                alternatives.append(alternatives_item)

        event: dict[str, Any] | Unset = UNSET
        if not isinstance(self.event, Unset):
            event = self.event.to_dict()

        contact: dict[str, Any] | Unset = UNSET
        if not isinstance(self.contact, Unset):
            contact = self.contact.to_dict()

        do_not_call: dict[str, Any] | Unset = UNSET
        if not isinstance(self.do_not_call, Unset):
            do_not_call = self.do_not_call.to_dict()

        call_ended = self.call_ended

        message_id = self.message_id

        transferred_to: dict[str, Any] | Unset = UNSET
        if not isinstance(self.transferred_to, Unset):
            transferred_to = self.transferred_to.to_dict()

        callback_with: dict[str, Any] | Unset = UNSET
        if not isinstance(self.callback_with, Unset):
            callback_with = self.callback_with.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ok": ok,
                "message": message,
            }
        )
        if error is not UNSET:
            field_dict["error"] = error
        if timezone is not UNSET:
            field_dict["timezone"] = timezone
        if available_slots is not UNSET:
            field_dict["available_slots"] = available_slots
        if alternatives is not UNSET:
            field_dict["alternatives"] = alternatives
        if event is not UNSET:
            field_dict["event"] = event
        if contact is not UNSET:
            field_dict["contact"] = contact
        if do_not_call is not UNSET:
            field_dict["do_not_call"] = do_not_call
        if call_ended is not UNSET:
            field_dict["call_ended"] = call_ended
        if message_id is not UNSET:
            field_dict["message_id"] = message_id
        if transferred_to is not UNSET:
            field_dict["transferred_to"] = transferred_to
        if callback_with is not UNSET:
            field_dict["callback_with"] = callback_with

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.run_tool_in_call_response_200_result_alternatives_item import (
            RunToolInCallResponse200ResultAlternativesItem,  # noqa: PLC0415
        )
        from ..models.run_tool_in_call_response_200_result_available_slots_item import (
            RunToolInCallResponse200ResultAvailableSlotsItem,  # noqa: PLC0415
        )
        from ..models.run_tool_in_call_response_200_result_callback_with import (
            RunToolInCallResponse200ResultCallbackWith,  # noqa: PLC0415
        )
        from ..models.run_tool_in_call_response_200_result_contact import (
            RunToolInCallResponse200ResultContact,  # noqa: PLC0415
        )
        from ..models.run_tool_in_call_response_200_result_do_not_call import (
            RunToolInCallResponse200ResultDoNotCall,  # noqa: PLC0415
        )
        from ..models.run_tool_in_call_response_200_result_event import (
            RunToolInCallResponse200ResultEvent,  # noqa: PLC0415
        )
        from ..models.run_tool_in_call_response_200_result_transferred_to import (
            RunToolInCallResponse200ResultTransferredTo,  # noqa: PLC0415
        )

        d = dict(src_dict)
        ok = d.pop("ok")

        message = d.pop("message")

        error = d.pop("error", UNSET)

        timezone = d.pop("timezone", UNSET)

        _available_slots = d.pop("available_slots", UNSET)
        available_slots: list[RunToolInCallResponse200ResultAvailableSlotsItem] | Unset = UNSET
        if _available_slots is not UNSET:
            available_slots = []
            for available_slots_item_data in _available_slots:
                available_slots_item = RunToolInCallResponse200ResultAvailableSlotsItem.from_dict(
                    available_slots_item_data
                )

                available_slots.append(available_slots_item)

        _alternatives = d.pop("alternatives", UNSET)
        alternatives: list[RunToolInCallResponse200ResultAlternativesItem] | Unset = UNSET
        if _alternatives is not UNSET:
            alternatives = []
            for alternatives_item_data in _alternatives:
                alternatives_item = RunToolInCallResponse200ResultAlternativesItem.from_dict(alternatives_item_data)

                alternatives.append(alternatives_item)

        _event = d.pop("event", UNSET)
        event: RunToolInCallResponse200ResultEvent | Unset
        if isinstance(_event, Unset):
            event = UNSET
        else:
            event = RunToolInCallResponse200ResultEvent.from_dict(_event)

        _contact = d.pop("contact", UNSET)
        contact: RunToolInCallResponse200ResultContact | Unset
        if isinstance(_contact, Unset):
            contact = UNSET
        else:
            contact = RunToolInCallResponse200ResultContact.from_dict(_contact)

        _do_not_call = d.pop("do_not_call", UNSET)
        do_not_call: RunToolInCallResponse200ResultDoNotCall | Unset
        if isinstance(_do_not_call, Unset):
            do_not_call = UNSET
        else:
            do_not_call = RunToolInCallResponse200ResultDoNotCall.from_dict(_do_not_call)

        call_ended = d.pop("call_ended", UNSET)

        message_id = d.pop("message_id", UNSET)

        _transferred_to = d.pop("transferred_to", UNSET)
        transferred_to: RunToolInCallResponse200ResultTransferredTo | Unset
        if isinstance(_transferred_to, Unset):
            transferred_to = UNSET
        else:
            transferred_to = RunToolInCallResponse200ResultTransferredTo.from_dict(_transferred_to)

        _callback_with = d.pop("callback_with", UNSET)
        callback_with: RunToolInCallResponse200ResultCallbackWith | Unset
        if isinstance(_callback_with, Unset):
            callback_with = UNSET
        else:
            callback_with = RunToolInCallResponse200ResultCallbackWith.from_dict(_callback_with)

        run_tool_in_call_response_200_result = cls(
            ok=ok,
            message=message,
            error=error,
            timezone=timezone,
            available_slots=available_slots,
            alternatives=alternatives,
            event=event,
            contact=contact,
            do_not_call=do_not_call,
            call_ended=call_ended,
            message_id=message_id,
            transferred_to=transferred_to,
            callback_with=callback_with,
        )

        return run_tool_in_call_response_200_result
