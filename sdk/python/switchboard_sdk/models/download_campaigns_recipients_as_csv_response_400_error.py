from typing import Literal

DownloadCampaignsRecipientsAsCsvResponse400Error = Literal["validation_error"]

DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_400_ERROR_VALUES: set[
    DownloadCampaignsRecipientsAsCsvResponse400Error
] = {
    "validation_error",
}


def check_download_campaigns_recipients_as_csv_response_400_error(
    value: str,
) -> DownloadCampaignsRecipientsAsCsvResponse400Error:
    if value in DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_400_ERROR_VALUES!r}"
    )
