from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.list_messages_response_200_messages_item_channel import (
    ListMessagesResponse200MessagesItemChannel,
    check_list_messages_response_200_messages_item_channel,
)
from ..models.list_messages_response_200_messages_item_direction import (
    ListMessagesResponse200MessagesItemDirection,
    check_list_messages_response_200_messages_item_direction,
)
from ..models.list_messages_response_200_messages_item_kind import (
    ListMessagesResponse200MessagesItemKind,
    check_list_messages_response_200_messages_item_kind,
)
from ..models.list_messages_response_200_messages_item_purpose import (
    ListMessagesResponse200MessagesItemPurpose,
    check_list_messages_response_200_messages_item_purpose,
)
from ..models.list_messages_response_200_messages_item_skip_reason_type_0 import (
    ListMessagesResponse200MessagesItemSkipReasonType0,
    check_list_messages_response_200_messages_item_skip_reason_type_0,
)
from ..models.list_messages_response_200_messages_item_status import (
    ListMessagesResponse200MessagesItemStatus,
    check_list_messages_response_200_messages_item_status,
)
from ..models.list_messages_response_200_messages_item_transport_type_0 import (
    ListMessagesResponse200MessagesItemTransportType0,
    check_list_messages_response_200_messages_item_transport_type_0,
)

T = TypeVar("T", bound="ListMessagesResponse200MessagesItem")


@_attrs_define
class ListMessagesResponse200MessagesItem:
    """
    Attributes:
        id (str): The message id (`msg_…`).
        direction (ListMessagesResponse200MessagesItemDirection): `outbound`: sent to the customer; `inbound`: a text
            the customer sent.
        channel (ListMessagesResponse200MessagesItemChannel):
        to (str): An email address or an E.164 number.
        from_ (str):
        purpose (ListMessagesResponse200MessagesItemPurpose): The consent it is held to: an appointment notice is
            `informational`.
        kind (ListMessagesResponse200MessagesItemKind): What it is about: an appointment confirmation, update,
            cancellation or reminder; an agent's text; a customer's reply.
        status (ListMessagesResponse200MessagesItemStatus): `queued` (waiting for its moment), `held` (waiting for a
            lawful moment), `sent`, `delivered`, `failed` or `skipped`.
        skip_reason (ListMessagesResponse200MessagesItemSkipReasonType0 | None): Why a `skipped` message was never sent.
        transport (ListMessagesResponse200MessagesItemTransportType0 | None): How it left: `smtp`, `local` (kept here,
            no mail server), `twilio` or `simulator`.
        subject (None | str): The email's subject; null for a text.
        body (str): The plain-text body.
        error (None | str): Why a `failed` message failed.
        event_id (int | None): The calendar event it is about.
        call_id (None | str): The call it was sent from.
        contact_id (int | None):
        due_at (str): When it is (or was) meant to go.
        sent_at (None | str):
        delivered_at (None | str):
        created_at (str):
    """

    id: str
    direction: ListMessagesResponse200MessagesItemDirection
    channel: ListMessagesResponse200MessagesItemChannel
    to: str
    from_: str
    purpose: ListMessagesResponse200MessagesItemPurpose
    kind: ListMessagesResponse200MessagesItemKind
    status: ListMessagesResponse200MessagesItemStatus
    skip_reason: ListMessagesResponse200MessagesItemSkipReasonType0 | None
    transport: ListMessagesResponse200MessagesItemTransportType0 | None
    subject: None | str
    body: str
    error: None | str
    event_id: int | None
    call_id: None | str
    contact_id: int | None
    due_at: str
    sent_at: None | str
    delivered_at: None | str
    created_at: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        direction: str = self.direction

        channel: str = self.channel

        to = self.to

        from_ = self.from_

        purpose: str = self.purpose

        kind: str = self.kind

        status: str = self.status

        skip_reason: None | str
        if isinstance(self.skip_reason, str):
            skip_reason = self.skip_reason
        else:
            skip_reason = self.skip_reason

        transport: None | str
        if isinstance(self.transport, str):
            transport = self.transport
        else:
            transport = self.transport

        subject: None | str
        subject = self.subject

        body = self.body

        error: None | str
        error = self.error

        event_id: int | None
        event_id = self.event_id

        call_id: None | str
        call_id = self.call_id

        contact_id: int | None
        contact_id = self.contact_id

        due_at = self.due_at

        sent_at: None | str
        sent_at = self.sent_at

        delivered_at: None | str
        delivered_at = self.delivered_at

        created_at = self.created_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "direction": direction,
                "channel": channel,
                "to": to,
                "from": from_,
                "purpose": purpose,
                "kind": kind,
                "status": status,
                "skip_reason": skip_reason,
                "transport": transport,
                "subject": subject,
                "body": body,
                "error": error,
                "event_id": event_id,
                "call_id": call_id,
                "contact_id": contact_id,
                "due_at": due_at,
                "sent_at": sent_at,
                "delivered_at": delivered_at,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        direction = check_list_messages_response_200_messages_item_direction(d.pop("direction"))

        channel = check_list_messages_response_200_messages_item_channel(d.pop("channel"))

        to = d.pop("to")

        from_ = d.pop("from")

        purpose = check_list_messages_response_200_messages_item_purpose(d.pop("purpose"))

        kind = check_list_messages_response_200_messages_item_kind(d.pop("kind"))

        status = check_list_messages_response_200_messages_item_status(d.pop("status"))

        def _parse_skip_reason(data: object) -> ListMessagesResponse200MessagesItemSkipReasonType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                skip_reason_type_0 = check_list_messages_response_200_messages_item_skip_reason_type_0(data)

                return skip_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ListMessagesResponse200MessagesItemSkipReasonType0 | None, data)

        skip_reason = _parse_skip_reason(d.pop("skip_reason"))

        def _parse_transport(data: object) -> ListMessagesResponse200MessagesItemTransportType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                transport_type_0 = check_list_messages_response_200_messages_item_transport_type_0(data)

                return transport_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ListMessagesResponse200MessagesItemTransportType0 | None, data)

        transport = _parse_transport(d.pop("transport"))

        def _parse_subject(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        subject = _parse_subject(d.pop("subject"))

        body = d.pop("body")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        def _parse_event_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        event_id = _parse_event_id(d.pop("event_id"))

        def _parse_call_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        call_id = _parse_call_id(d.pop("call_id"))

        def _parse_contact_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        contact_id = _parse_contact_id(d.pop("contact_id"))

        due_at = d.pop("due_at")

        def _parse_sent_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        sent_at = _parse_sent_at(d.pop("sent_at"))

        def _parse_delivered_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        delivered_at = _parse_delivered_at(d.pop("delivered_at"))

        created_at = d.pop("created_at")

        list_messages_response_200_messages_item = cls(
            id=id,
            direction=direction,
            channel=channel,
            to=to,
            from_=from_,
            purpose=purpose,
            kind=kind,
            status=status,
            skip_reason=skip_reason,
            transport=transport,
            subject=subject,
            body=body,
            error=error,
            event_id=event_id,
            call_id=call_id,
            contact_id=contact_id,
            due_at=due_at,
            sent_at=sent_at,
            delivered_at=delivered_at,
            created_at=created_at,
        )

        return list_messages_response_200_messages_item
