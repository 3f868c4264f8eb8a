from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_calls_compliance_record_response_200_type_1_records_item_purpose import (
    GetCallsComplianceRecordResponse200Type1RecordsItemPurpose,
    check_get_calls_compliance_record_response_200_type_1_records_item_purpose,
)
from ..models.get_calls_compliance_record_response_200_type_1_records_item_stage import (
    GetCallsComplianceRecordResponse200Type1RecordsItemStage,
    check_get_calls_compliance_record_response_200_type_1_records_item_stage,
)

if TYPE_CHECKING:
    from ..models.get_calls_compliance_record_response_200_type_1_records_item_blocks_item import (
        GetCallsComplianceRecordResponse200Type1RecordsItemBlocksItem,
    )
    from ..models.get_calls_compliance_record_response_200_type_1_records_item_consent_type_0 import (
        GetCallsComplianceRecordResponse200Type1RecordsItemConsentType0,
    )
    from ..models.get_calls_compliance_record_response_200_type_1_records_item_destination import (
        GetCallsComplianceRecordResponse200Type1RecordsItemDestination,
    )
    from ..models.get_calls_compliance_record_response_200_type_1_records_item_disclosures_item import (
        GetCallsComplianceRecordResponse200Type1RecordsItemDisclosuresItem,
    )
    from ..models.get_calls_compliance_record_response_200_type_1_records_item_do_not_call import (
        GetCallsComplianceRecordResponse200Type1RecordsItemDoNotCall,
    )
    from ..models.get_calls_compliance_record_response_200_type_1_records_item_frequency import (
        GetCallsComplianceRecordResponse200Type1RecordsItemFrequency,
    )
    from ..models.get_calls_compliance_record_response_200_type_1_records_item_holiday import (
        GetCallsComplianceRecordResponse200Type1RecordsItemHoliday,
    )
    from ..models.get_calls_compliance_record_response_200_type_1_records_item_window_item import (
        GetCallsComplianceRecordResponse200Type1RecordsItemWindowItem,
    )


T = TypeVar("T", bound="GetCallsComplianceRecordResponse200Type1RecordsItem")


@_attrs_define
class GetCallsComplianceRecordResponse200Type1RecordsItem:
    """
    Attributes:
        call_id (str): the call the decision was about
        decided_at (str): when the decision was made (UTC)
        stage (GetCallsComplianceRecordResponse200Type1RecordsItemStage): placement: the call was written (dialed now or
            held); dial: its dial judged it again
        allowed (bool): true when the call was dialed on this decision; false when it was held or canceled
        purpose (GetCallsComplianceRecordResponse200Type1RecordsItemPurpose):
        rules_version (str): the versions of the calling rules, legal windows, holiday data and disclosure table used
        timezones (list[str]): the callee's zones the rules were judged in
        local_time (list[str]): the moment judged, in each of `timezones` (same order), ISO 8601 with its offset
        jurisdictions (list[str]): countries and ISO 3166-2 subdivisions whose rules applied
        window (list[GetCallsComplianceRecordResponse200Type1RecordsItemWindowItem]): the calling windows that bound the
            call on its local day; empty when no calling rules were judged
        holiday (GetCallsComplianceRecordResponse200Type1RecordsItemHoliday):
        frequency (GetCallsComplianceRecordResponse200Type1RecordsItemFrequency):
        do_not_call (GetCallsComplianceRecordResponse200Type1RecordsItemDoNotCall):
        consent (GetCallsComplianceRecordResponse200Type1RecordsItemConsentType0 | None): the consent that covered the
            call, or null
        destination (GetCallsComplianceRecordResponse200Type1RecordsItemDestination):
        disclosures (list[GetCallsComplianceRecordResponse200Type1RecordsItemDisclosuresItem]):
        blocks (list[GetCallsComplianceRecordResponse200Type1RecordsItemBlocksItem]): why the call was not dialed on
            this decision; empty when allowed
    """

    call_id: str
    decided_at: str
    stage: GetCallsComplianceRecordResponse200Type1RecordsItemStage
    allowed: bool
    purpose: GetCallsComplianceRecordResponse200Type1RecordsItemPurpose
    rules_version: str
    timezones: list[str]
    local_time: list[str]
    jurisdictions: list[str]
    window: list[GetCallsComplianceRecordResponse200Type1RecordsItemWindowItem]
    holiday: GetCallsComplianceRecordResponse200Type1RecordsItemHoliday
    frequency: GetCallsComplianceRecordResponse200Type1RecordsItemFrequency
    do_not_call: GetCallsComplianceRecordResponse200Type1RecordsItemDoNotCall
    consent: GetCallsComplianceRecordResponse200Type1RecordsItemConsentType0 | None
    destination: GetCallsComplianceRecordResponse200Type1RecordsItemDestination
    disclosures: list[GetCallsComplianceRecordResponse200Type1RecordsItemDisclosuresItem]
    blocks: list[GetCallsComplianceRecordResponse200Type1RecordsItemBlocksItem]

    def to_dict(self) -> dict[str, Any]:
        from ..models.get_calls_compliance_record_response_200_type_1_records_item_consent_type_0 import (
            GetCallsComplianceRecordResponse200Type1RecordsItemConsentType0,  # noqa: PLC0415
        )

        call_id = self.call_id

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
        if isinstance(self.consent, GetCallsComplianceRecordResponse200Type1RecordsItemConsentType0):
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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "call_id": call_id,
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
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_calls_compliance_record_response_200_type_1_records_item_blocks_item import (
            GetCallsComplianceRecordResponse200Type1RecordsItemBlocksItem,  # noqa: PLC0415
        )
        from ..models.get_calls_compliance_record_response_200_type_1_records_item_consent_type_0 import (
            GetCallsComplianceRecordResponse200Type1RecordsItemConsentType0,  # noqa: PLC0415
        )
        from ..models.get_calls_compliance_record_response_200_type_1_records_item_destination import (
            GetCallsComplianceRecordResponse200Type1RecordsItemDestination,  # noqa: PLC0415
        )
        from ..models.get_calls_compliance_record_response_200_type_1_records_item_disclosures_item import (
            GetCallsComplianceRecordResponse200Type1RecordsItemDisclosuresItem,  # noqa: PLC0415
        )
        from ..models.get_calls_compliance_record_response_200_type_1_records_item_do_not_call import (
            GetCallsComplianceRecordResponse200Type1RecordsItemDoNotCall,  # noqa: PLC0415
        )
        from ..models.get_calls_compliance_record_response_200_type_1_records_item_frequency import (
            GetCallsComplianceRecordResponse200Type1RecordsItemFrequency,  # noqa: PLC0415
        )
        from ..models.get_calls_compliance_record_response_200_type_1_records_item_holiday import (
            GetCallsComplianceRecordResponse200Type1RecordsItemHoliday,  # noqa: PLC0415
        )
        from ..models.get_calls_compliance_record_response_200_type_1_records_item_window_item import (
            GetCallsComplianceRecordResponse200Type1RecordsItemWindowItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        call_id = d.pop("call_id")

        decided_at = d.pop("decided_at")

        stage = check_get_calls_compliance_record_response_200_type_1_records_item_stage(d.pop("stage"))

        allowed = d.pop("allowed")

        purpose = check_get_calls_compliance_record_response_200_type_1_records_item_purpose(d.pop("purpose"))

        rules_version = d.pop("rules_version")

        timezones = cast(list[str], d.pop("timezones"))

        local_time = cast(list[str], d.pop("local_time"))

        jurisdictions = cast(list[str], d.pop("jurisdictions"))

        window = []
        _window = d.pop("window")
        for window_item_data in _window:
            window_item = GetCallsComplianceRecordResponse200Type1RecordsItemWindowItem.from_dict(window_item_data)

            window.append(window_item)

        holiday = GetCallsComplianceRecordResponse200Type1RecordsItemHoliday.from_dict(d.pop("holiday"))

        frequency = GetCallsComplianceRecordResponse200Type1RecordsItemFrequency.from_dict(d.pop("frequency"))

        do_not_call = GetCallsComplianceRecordResponse200Type1RecordsItemDoNotCall.from_dict(d.pop("do_not_call"))

        def _parse_consent(data: object) -> GetCallsComplianceRecordResponse200Type1RecordsItemConsentType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                consent_type_0 = GetCallsComplianceRecordResponse200Type1RecordsItemConsentType0.from_dict(data)

                return consent_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetCallsComplianceRecordResponse200Type1RecordsItemConsentType0 | None, data)

        consent = _parse_consent(d.pop("consent"))

        destination = GetCallsComplianceRecordResponse200Type1RecordsItemDestination.from_dict(d.pop("destination"))

        disclosures = []
        _disclosures = d.pop("disclosures")
        for disclosures_item_data in _disclosures:
            disclosures_item = GetCallsComplianceRecordResponse200Type1RecordsItemDisclosuresItem.from_dict(
                disclosures_item_data
            )

            disclosures.append(disclosures_item)

        blocks = []
        _blocks = d.pop("blocks")
        for blocks_item_data in _blocks:
            blocks_item = GetCallsComplianceRecordResponse200Type1RecordsItemBlocksItem.from_dict(blocks_item_data)

            blocks.append(blocks_item)

        get_calls_compliance_record_response_200_type_1_records_item = cls(
            call_id=call_id,
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
        )

        return get_calls_compliance_record_response_200_type_1_records_item
