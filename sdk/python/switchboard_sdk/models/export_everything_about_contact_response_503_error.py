from typing import Literal

ExportEverythingAboutContactResponse503Error = Literal["service_unavailable"]

EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_503_ERROR_VALUES: set[ExportEverythingAboutContactResponse503Error] = {
    "service_unavailable",
}


def check_export_everything_about_contact_response_503_error(
    value: str,
) -> ExportEverythingAboutContactResponse503Error:
    if value in EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_503_ERROR_VALUES!r}"
    )
