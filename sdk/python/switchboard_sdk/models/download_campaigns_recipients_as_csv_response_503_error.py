from typing import Literal

DownloadCampaignsRecipientsAsCsvResponse503Error = Literal["service_unavailable"]

DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_503_ERROR_VALUES: set[
    DownloadCampaignsRecipientsAsCsvResponse503Error
] = {
    "service_unavailable",
}


def check_download_campaigns_recipients_as_csv_response_503_error(
    value: str,
) -> DownloadCampaignsRecipientsAsCsvResponse503Error:
    if value in DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_503_ERROR_VALUES!r}"
    )
