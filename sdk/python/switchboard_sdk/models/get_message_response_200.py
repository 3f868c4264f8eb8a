from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_message_response_200_channel import (
    GetMessageResponse200Channel,
    check_get_message_response_200_channel,
)
from ..models.get_message_response_200_direction import (
    GetMessageResponse200Direction,
    check_get_message_response_200_direction,
)
from ..models.get_message_response_200_ics_method_type_0 import (
    GetMessageResponse200IcsMethodType0,
    check_get_message_response_200_ics_method_type_0,
)
from ..models.get_message_response_200_kind import GetMessageResponse200Kind, check_get_message_response_200_kind
from ..models.get_message_response_200_purpose import (
    GetMessageResponse200Purpose,
    check_get_message_response_200_purpose,
)
from ..models.get_message_response_200_skip_reason_type_0 import (
    GetMessageResponse200SkipReasonType0,
    check_get_message_response_200_skip_reason_type_0,
)
from ..models.get_message_response_200_status import GetMessageResponse200Status, check_get_message_response_200_status
from ..models.get_message_response_200_transport_type_0 import (
    GetMessageResponse200TransportType0,
    check_get_message_response_200_transport_type_0,
)

if TYPE_CHECKING:
    from ..models.get_message_response_200_compliance_type_0 import GetMessageResponse200ComplianceType0


T = TypeVar("T", bound="GetMessageResponse200")


@_attrs_define
class GetMessageResponse200:
    """
    Attributes:
        id (str): The message id (`msg_…`).
        direction (GetMessageResponse200Direction): `outbound`: sent to the customer; `inbound`: a text the customer
            sent.
        channel (GetMessageResponse200Channel):
        to (str): An email address or an E.164 number.
        from_ (str):
        purpose (GetMessageResponse200Purpose): The consent it is held to: an appointment notice is `informational`.
        kind (GetMessageResponse200Kind): What it is about: an appointment confirmation, update, cancellation or
            reminder; an agent's text; a customer's reply.
        status (GetMessageResponse200Status): `queued` (waiting for its moment), `held` (waiting for a lawful moment),
            `sent`, `delivered`, `failed` or `skipped`.
        skip_reason (GetMessageResponse200SkipReasonType0 | None): Why a `skipped` message was never sent.
        transport (GetMessageResponse200TransportType0 | None): How it left: `smtp`, `local` (kept here, no mail
            server), `twilio` or `simulator`.
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
        html (None | str): The email's HTML body.
        ics (None | str): The email's iCalendar invitation (RFC 5546 iTIP), as sent.
        ics_method (GetMessageResponse200IcsMethodType0 | None):
        compliance (GetMessageResponse200ComplianceType0 | None): A text's latest compliance record (the gate's decision
            at its send, or why it was held or skipped); null for an email, or a text not yet judged.
    """

    id: str
    direction: GetMessageResponse200Direction
    channel: GetMessageResponse200Channel
    to: str
    from_: str
    purpose: GetMessageResponse200Purpose
    kind: GetMessageResponse200Kind
    status: GetMessageResponse200Status
    skip_reason: GetMessageResponse200SkipReasonType0 | None
    transport: GetMessageResponse200TransportType0 | None
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
    html: None | str
    ics: None | str
    ics_method: GetMessageResponse200IcsMethodType0 | None
    compliance: GetMessageResponse200ComplianceType0 | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.get_message_response_200_compliance_type_0 import (
            GetMessageResponse200ComplianceType0,  # noqa: PLC0415
        )

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

        html: None | str
        html = self.html

        ics: None | str
        ics = self.ics

        ics_method: None | str
        if isinstance(self.ics_method, str):
            ics_method = self.ics_method
        else:
            ics_method = self.ics_method

        compliance: dict[str, Any] | None
        if isinstance(self.compliance, GetMessageResponse200ComplianceType0):
            compliance = self.compliance.to_dict()
        else:
            compliance = self.compliance

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
                "html": html,
                "ics": ics,
                "ics_method": ics_method,
                "compliance": compliance,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_message_response_200_compliance_type_0 import (
            GetMessageResponse200ComplianceType0,  # noqa: PLC0415
        )

        d = dict(src_dict)
        id = d.pop("id")

        direction = check_get_message_response_200_direction(d.pop("direction"))

        channel = check_get_message_response_200_channel(d.pop("channel"))

        to = d.pop("to")

        from_ = d.pop("from")

        purpose = check_get_message_response_200_purpose(d.pop("purpose"))

        kind = check_get_message_response_200_kind(d.pop("kind"))

        status = check_get_message_response_200_status(d.pop("status"))

        def _parse_skip_reason(data: object) -> GetMessageResponse200SkipReasonType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                skip_reason_type_0 = check_get_message_response_200_skip_reason_type_0(data)

                return skip_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetMessageResponse200SkipReasonType0 | None, data)

        skip_reason = _parse_skip_reason(d.pop("skip_reason"))

        def _parse_transport(data: object) -> GetMessageResponse200TransportType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                transport_type_0 = check_get_message_response_200_transport_type_0(data)

                return transport_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetMessageResponse200TransportType0 | None, data)

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

        def _parse_html(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        html = _parse_html(d.pop("html"))

        def _parse_ics(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ics = _parse_ics(d.pop("ics"))

        def _parse_ics_method(data: object) -> GetMessageResponse200IcsMethodType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ics_method_type_0 = check_get_message_response_200_ics_method_type_0(data)

                return ics_method_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetMessageResponse200IcsMethodType0 | None, data)

        ics_method = _parse_ics_method(d.pop("ics_method"))

        def _parse_compliance(data: object) -> GetMessageResponse200ComplianceType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                compliance_type_0 = GetMessageResponse200ComplianceType0.from_dict(data)

                return compliance_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetMessageResponse200ComplianceType0 | None, data)

        compliance = _parse_compliance(d.pop("compliance"))

        get_message_response_200 = cls(
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
            html=html,
            ics=ics,
            ics_method=ics_method,
            compliance=compliance,
        )

        return get_message_response_200
