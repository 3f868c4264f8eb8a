from typing import Literal

DownloadImportsErrorReportResponse401Error = Literal["authentication_required", "invalid_key"]

DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_401_ERROR_VALUES: set[DownloadImportsErrorReportResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_download_imports_error_report_response_401_error(value: str) -> DownloadImportsErrorReportResponse401Error:
    if value in DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_401_ERROR_VALUES!r}"
    )
