from typing import Literal

DownloadCampaignsRecipientsAsCsvResponse404Error = Literal["not_found"]

DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_404_ERROR_VALUES: set[
    DownloadCampaignsRecipientsAsCsvResponse404Error
] = {
    "not_found",
}


def check_download_campaigns_recipients_as_csv_response_404_error(
    value: str,
) -> DownloadCampaignsRecipientsAsCsvResponse404Error:
    if value in DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_404_ERROR_VALUES!r}"
    )
