from typing import Literal

DownloadCampaignsRecipientsAsCsvResponse500Error = Literal["server_error"]

DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_500_ERROR_VALUES: set[
    DownloadCampaignsRecipientsAsCsvResponse500Error
] = {
    "server_error",
}


def check_download_campaigns_recipients_as_csv_response_500_error(
    value: str,
) -> DownloadCampaignsRecipientsAsCsvResponse500Error:
    if value in DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_500_ERROR_VALUES!r}"
    )
