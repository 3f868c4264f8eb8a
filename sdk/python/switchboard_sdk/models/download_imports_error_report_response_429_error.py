from typing import Literal

DownloadImportsErrorReportResponse429Error = Literal["rate_limited"]

DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_429_ERROR_VALUES: set[DownloadImportsErrorReportResponse429Error] = {
    "rate_limited",
}


def check_download_imports_error_report_response_429_error(value: str) -> DownloadImportsErrorReportResponse429Error:
    if value in DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_IMPORTS_ERROR_REPORT_RESPONSE_429_ERROR_VALUES!r}"
    )
