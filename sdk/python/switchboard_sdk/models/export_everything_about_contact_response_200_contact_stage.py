from typing import Literal

ExportEverythingAboutContactResponse200ContactStage = Literal[
    "churned", "customer", "disqualified", "lead", "opportunity", "qualified_lead"
]

EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_200_CONTACT_STAGE_VALUES: set[
    ExportEverythingAboutContactResponse200ContactStage
] = {
    "churned",
    "customer",
    "disqualified",
    "lead",
    "opportunity",
    "qualified_lead",
}


def check_export_everything_about_contact_response_200_contact_stage(
    value: str,
) -> ExportEverythingAboutContactResponse200ContactStage:
    if value in EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_200_CONTACT_STAGE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_200_CONTACT_STAGE_VALUES!r}"
    )
