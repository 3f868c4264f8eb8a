from typing import Literal

ExportEverythingAboutContactResponse401Error = Literal["authentication_required", "invalid_key"]

EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_401_ERROR_VALUES: set[ExportEverythingAboutContactResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_export_everything_about_contact_response_401_error(
    value: str,
) -> ExportEverythingAboutContactResponse401Error:
    if value in EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_401_ERROR_VALUES!r}"
    )
