from typing import Literal

DownloadImportsErrorReportResponse503Error = Literal["service_unavailable"]

DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_503_ERROR_VALUES: set[DownloadImportsErrorReportResponse503Error] = {
    "service_unavailable",
}


def check_download_imports_error_report_response_503_error(value: str) -> DownloadImportsErrorReportResponse503Error:
    if value in DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_503_ERROR_VALUES!r}"
    )
