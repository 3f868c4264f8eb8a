from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_message_response_200_compliance_type_0_purpose import (
    GetMessageResponse200ComplianceType0Purpose,
    check_get_message_response_200_compliance_type_0_purpose,
)
from ..models.get_message_response_200_compliance_type_0_stage import (
    GetMessageResponse200ComplianceType0Stage,
    check_get_message_response_200_compliance_type_0_stage,
)

if TYPE_CHECKING:
    from ..models.get_message_response_200_compliance_type_0_blocks_item import (
        GetMessageResponse200ComplianceType0BlocksItem,
    )
    from ..models.get_message_response_200_compliance_type_0_consent_type_0 import (
        GetMessageResponse200ComplianceType0ConsentType0,
    )
    from ..models.get_message_response_200_compliance_type_0_destination import (
        GetMessageResponse200ComplianceType0Destination,
    )
    from ..models.get_message_response_200_compliance_type_0_disclosures_item import (
        GetMessageResponse200ComplianceType0DisclosuresItem,
    )
    from ..models.get_message_response_200_compliance_type_0_do_not_call import (
        GetMessageResponse200ComplianceType0DoNotCall,
    )
    from ..models.get_message_response_200_compliance_type_0_frequency import (
        GetMessageResponse200ComplianceType0Frequency,
    )
    from ..models.get_message_response_200_compliance_type_0_holiday import GetMessageResponse200ComplianceType0Holiday
    from ..models.get_message_response_200_compliance_type_0_window_item import (
        GetMessageResponse200ComplianceType0WindowItem,
    )


T = TypeVar("T", bound="GetMessageResponse200ComplianceType0")


@_attrs_define
class GetMessageResponse200ComplianceType0:
    """
    Attributes:
        decided_at (str): when the decision was made (UTC)
        stage (GetMessageResponse200ComplianceType0Stage): placement: the call was written (dialed now or held); dial:
            its dial judged it again
        allowed (bool): true when the call was dialed on this decision; false when it was held or canceled
        purpose (GetMessageResponse200ComplianceType0Purpose):
        rules_version (str): the versions of the calling rules, legal windows, holiday data and disclosure table used
        timezones (list[str]): the callee's zones the rules were judged in
        local_time (list[str]): the moment judged, in each of `timezones` (same order), ISO 8601 with its offset
        jurisdictions (list[str]): countries and ISO 3166-2 subdivisions whose rules applied
        window (list[GetMessageResponse200ComplianceType0WindowItem]): the calling windows that bound the call on its
            local day; empty when no calling rules were judged
        holiday (GetMessageResponse200ComplianceType0Holiday):
        frequency (GetMessageResponse200ComplianceType0Frequency):
        do_not_call (GetMessageResponse200ComplianceType0DoNotCall):
        consent (GetMessageResponse200ComplianceType0ConsentType0 | None): the consent that covered the call, or null
        destination (GetMessageResponse200ComplianceType0Destination):
        disclosures (list[GetMessageResponse200ComplianceType0DisclosuresItem]):
        blocks (list[GetMessageResponse200ComplianceType0BlocksItem]): why the call was not dialed on this decision;
            empty when allowed
        message_id (str):
    """

    decided_at: str
    stage: GetMessageResponse200ComplianceType0Stage
    allowed: bool
    purpose: GetMessageResponse200ComplianceType0Purpose
    rules_version: str
    timezones: list[str]
    local_time: list[str]
    jurisdictions: list[str]
    window: list[GetMessageResponse200ComplianceType0WindowItem]
    holiday: GetMessageResponse200ComplianceType0Holiday
    frequency: GetMessageResponse200ComplianceType0Frequency
    do_not_call: GetMessageResponse200ComplianceType0DoNotCall
    consent: GetMessageResponse200ComplianceType0ConsentType0 | None
    destination: GetMessageResponse200ComplianceType0Destination
    disclosures: list[GetMessageResponse200ComplianceType0DisclosuresItem]
    blocks: list[GetMessageResponse200ComplianceType0BlocksItem]
    message_id: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.get_message_response_200_compliance_type_0_consent_type_0 import (
            GetMessageResponse200ComplianceType0ConsentType0,  # noqa: PLC0415
        )

        decided_at = self.decided_at

        stage: str = self.stage

        allowed = self.allowed

        purpose: str = self.purpose

        rules_version = self.rules_version

        timezones = self.timezones

        local_time = self.local_time

        jurisdictions = self.jurisdictions

        window = []
        for window_item_data in self.window:
            window_item = window_item_data.to_dict()
            window.append(window_item)

        holiday = self.holiday.to_dict()

        frequency = self.frequency.to_dict()

        do_not_call = self.do_not_call.to_dict()

        consent: dict[str, Any] | None
        if isinstance(self.consent, GetMessageResponse200ComplianceType0ConsentType0):
            consent = self.consent.to_dict()
        else:
            consent = self.consent

        destination = self.destination.to_dict()

        disclosures = []
        for disclosures_item_data in self.disclosures:
            disclosures_item = disclosures_item_data.to_dict()
            disclosures.append(disclosures_item)

        blocks = []
        for blocks_item_data in self.blocks:
            blocks_item = blocks_item_data.to_dict()
            blocks.append(blocks_item)

        message_id = self.message_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "decided_at": decided_at,
                "stage": stage,
                "allowed": allowed,
                "purpose": purpose,
                "rules_version": rules_version,
                "timezones": timezones,
                "local_time": local_time,
                "jurisdictions": jurisdictions,
                "window": window,
                "holiday": holiday,
                "frequency": frequency,
                "do_not_call": do_not_call,
                "consent": consent,
                "destination": destination,
                "disclosures": disclosures,
                "blocks": blocks,
                "message_id": message_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_message_response_200_compliance_type_0_blocks_item import (
            GetMessageResponse200ComplianceType0BlocksItem,  # noqa: PLC0415
        )
        from ..models.get_message_response_200_compliance_type_0_consent_type_0 import (
            GetMessageResponse200ComplianceType0ConsentType0,  # noqa: PLC0415
        )
        from ..models.get_message_response_200_compliance_type_0_destination import (
            GetMessageResponse200ComplianceType0Destination,  # noqa: PLC0415
        )
        from ..models.get_message_response_200_compliance_type_0_disclosures_item import (
            GetMessageResponse200ComplianceType0DisclosuresItem,  # noqa: PLC0415
        )
        from ..models.get_message_response_200_compliance_type_0_do_not_call import (
            GetMessageResponse200ComplianceType0DoNotCall,  # noqa: PLC0415
        )
        from ..models.get_message_response_200_compliance_type_0_frequency import (
            GetMessageResponse200ComplianceType0Frequency,  # noqa: PLC0415
        )
        from ..models.get_message_response_200_compliance_type_0_holiday import (
            GetMessageResponse200ComplianceType0Holiday,  # noqa: PLC0415
        )
        from ..models.get_message_response_200_compliance_type_0_window_item import (
            GetMessageResponse200ComplianceType0WindowItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        decided_at = d.pop("decided_at")

        stage = check_get_message_response_200_compliance_type_0_stage(d.pop("stage"))

        allowed = d.pop("allowed")

        purpose = check_get_message_response_200_compliance_type_0_purpose(d.pop("purpose"))

        rules_version = d.pop("rules_version")

        timezones = cast(list[str], d.pop("timezones"))

        local_time = cast(list[str], d.pop("local_time"))

        jurisdictions = cast(list[str], d.pop("jurisdictions"))

        window = []
        _window = d.pop("window")
        for window_item_data in _window:
            window_item = GetMessageResponse200ComplianceType0WindowItem.from_dict(window_item_data)

            window.append(window_item)

        holiday = GetMessageResponse200ComplianceType0Holiday.from_dict(d.pop("holiday"))

        frequency = GetMessageResponse200ComplianceType0Frequency.from_dict(d.pop("frequency"))

        do_not_call = GetMessageResponse200ComplianceType0DoNotCall.from_dict(d.pop("do_not_call"))

        def _parse_consent(data: object) -> GetMessageResponse200ComplianceType0ConsentType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                consent_type_0 = GetMessageResponse200ComplianceType0ConsentType0.from_dict(data)

                return consent_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetMessageResponse200ComplianceType0ConsentType0 | None, data)

        consent = _parse_consent(d.pop("consent"))

        destination = GetMessageResponse200ComplianceType0Destination.from_dict(d.pop("destination"))

        disclosures = []
        _disclosures = d.pop("disclosures")
        for disclosures_item_data in _disclosures:
            disclosures_item = GetMessageResponse200ComplianceType0DisclosuresItem.from_dict(disclosures_item_data)

            disclosures.append(disclosures_item)

        blocks = []
        _blocks = d.pop("blocks")
        for blocks_item_data in _blocks:
            blocks_item = GetMessageResponse200ComplianceType0BlocksItem.from_dict(blocks_item_data)

            blocks.append(blocks_item)

        message_id = d.pop("message_id")

        get_message_response_200_compliance_type_0 = cls(
            decided_at=decided_at,
            stage=stage,
            allowed=allowed,
            purpose=purpose,
            rules_version=rules_version,
            timezones=timezones,
            local_time=local_time,
            jurisdictions=jurisdictions,
            window=window,
            holiday=holiday,
            frequency=frequency,
            do_not_call=do_not_call,
            consent=consent,
            destination=destination,
            disclosures=disclosures,
            blocks=blocks,
            message_id=message_id,
        )

        return get_message_response_200_compliance_type_0
