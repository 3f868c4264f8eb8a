from typing import Literal

DownloadCampaignsRecipientsAsCsvResponse403Error = Literal["permission_denied"]

DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_403_ERROR_VALUES: set[
    DownloadCampaignsRecipientsAsCsvResponse403Error
] = {
    "permission_denied",
}


def check_download_campaigns_recipients_as_csv_response_403_error(
    value: str,
) -> DownloadCampaignsRecipientsAsCsvResponse403Error:
    if value in DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_403_ERROR_VALUES!r}"
    )
