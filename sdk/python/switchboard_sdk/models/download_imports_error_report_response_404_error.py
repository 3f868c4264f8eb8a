from typing import Literal

DownloadImportsErrorReportResponse404Error = Literal["not_found"]

DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_404_ERROR_VALUES: set[DownloadImportsErrorReportResponse404Error] = {
    "not_found",
}


def check_download_imports_error_report_response_404_error(value: str) -> DownloadImportsErrorReportResponse404Error:
    if value in DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_404_ERROR_VALUES!r}"
    )
