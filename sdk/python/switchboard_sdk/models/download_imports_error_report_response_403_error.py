from typing import Literal

DownloadImportsErrorReportResponse403Error = Literal["permission_denied"]

DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_403_ERROR_VALUES: set[DownloadImportsErrorReportResponse403Error] = {
    "permission_denied",
}


def check_download_imports_error_report_response_403_error(value: str) -> DownloadImportsErrorReportResponse403Error:
    if value in DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_403_ERROR_VALUES!r}"
    )
