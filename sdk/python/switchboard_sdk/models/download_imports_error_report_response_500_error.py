from typing import Literal

DownloadImportsErrorReportResponse500Error = Literal["server_error"]

DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_500_ERROR_VALUES: set[DownloadImportsErrorReportResponse500Error] = {
    "server_error",
}


def check_download_imports_error_report_response_500_error(value: str) -> DownloadImportsErrorReportResponse500Error:
    if value in DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_500_ERROR_VALUES!r}"
    )
