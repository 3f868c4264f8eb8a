from typing import Literal

ExportEverythingAboutContactResponse400Error = Literal["validation_error"]

EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_400_ERROR_VALUES: set[ExportEverythingAboutContactResponse400Error] = {
    "validation_error",
}


def check_export_everything_about_contact_response_400_error(
    value: str,
) -> ExportEverythingAboutContactResponse400Error:
    if value in EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_400_ERROR_VALUES!r}"
    )
