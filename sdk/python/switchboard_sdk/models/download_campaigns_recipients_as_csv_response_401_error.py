from typing import Literal

DownloadCampaignsRecipientsAsCsvResponse401Error = Literal["authentication_required", "invalid_key"]

DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_401_ERROR_VALUES: set[
    DownloadCampaignsRecipientsAsCsvResponse401Error
] = {
    "authentication_required",
    "invalid_key",
}


def check_download_campaigns_recipients_as_csv_response_401_error(
    value: str,
) -> DownloadCampaignsRecipientsAsCsvResponse401Error:
    if value in DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_CAMPAIGNS_RECIPIENTS_AS_CSV_RESPONSE_401_ERROR_VALUES!r}"
    )
