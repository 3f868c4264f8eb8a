from typing import Literal

DownloadCampaignsRecipientsAsCsvResponse429Error = Literal["rate_limited"]

DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_429_ERROR_VALUES: set[
    DownloadCampaignsRecipientsAsCsvResponse429Error
] = {
    "rate_limited",
}


def check_download_campaigns_recipients_as_csv_response_429_error(
    value: str,
) -> DownloadCampaignsRecipientsAsCsvResponse429Error:
    if value in DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_429_ERROR_VALUES!r}"
    )
