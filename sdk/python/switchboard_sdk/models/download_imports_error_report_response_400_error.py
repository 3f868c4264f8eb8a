from typing import Literal

DownloadImportsErrorReportResponse400Error = Literal["validation_error"]

DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_400_ERROR_VALUES: set[DownloadImportsErrorReportResponse400Error] = {
    "validation_error",
}


def check_download_imports_error_report_response_400_error(value: str) -> DownloadImportsErrorReportResponse400Error:
    if value in DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_400_ERROR_VALUES!r}"
    )
