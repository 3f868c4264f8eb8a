from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.download_campaigns_recipients_as_csv_response_400 import DownloadCampaignsRecipientsAsCsvResponse400
from ...models.download_campaigns_recipients_as_csv_response_401 import DownloadCampaignsRecipientsAsCsvResponse401
from ...models.download_campaigns_recipients_as_csv_response_403 import DownloadCampaignsRecipientsAsCsvResponse403
from ...models.download_campaigns_recipients_as_csv_response_404 import DownloadCampaignsRecipientsAsCsvResponse404
from ...models.download_campaigns_recipients_as_csv_response_429 import DownloadCampaignsRecipientsAsCsvResponse429
from ...models.download_campaigns_recipients_as_csv_response_500 import DownloadCampaignsRecipientsAsCsvResponse500
from ...models.download_campaigns_recipients_as_csv_response_503 import DownloadCampaignsRecipientsAsCsvResponse503
from ...types import Response


def _get_kwargs(
    id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/campaigns/{id}/recipients.csv".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DownloadCampaignsRecipientsAsCsvResponse400
    | DownloadCampaignsRecipientsAsCsvResponse401
    | DownloadCampaignsRecipientsAsCsvResponse403
    | DownloadCampaignsRecipientsAsCsvResponse404
    | DownloadCampaignsRecipientsAsCsvResponse429
    | DownloadCampaignsRecipientsAsCsvResponse500
    | DownloadCampaignsRecipientsAsCsvResponse503
    | str
    | None
):
    if response.status_code == 200:
        response_200 = cast(str, response.content)
        return response_200

    if response.status_code == 400:
        response_400 = DownloadCampaignsRecipientsAsCsvResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DownloadCampaignsRecipientsAsCsvResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DownloadCampaignsRecipientsAsCsvResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DownloadCampaignsRecipientsAsCsvResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = DownloadCampaignsRecipientsAsCsvResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = DownloadCampaignsRecipientsAsCsvResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = DownloadCampaignsRecipientsAsCsvResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    DownloadCampaignsRecipientsAsCsvResponse400
    | DownloadCampaignsRecipientsAsCsvResponse401
    | DownloadCampaignsRecipientsAsCsvResponse403
    | DownloadCampaignsRecipientsAsCsvResponse404
    | DownloadCampaignsRecipientsAsCsvResponse429
    | DownloadCampaignsRecipientsAsCsvResponse500
    | DownloadCampaignsRecipientsAsCsvResponse503
    | str
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    DownloadCampaignsRecipientsAsCsvResponse400
    | DownloadCampaignsRecipientsAsCsvResponse401
    | DownloadCampaignsRecipientsAsCsvResponse403
    | DownloadCampaignsRecipientsAsCsvResponse404
    | DownloadCampaignsRecipientsAsCsvResponse429
    | DownloadCampaignsRecipientsAsCsvResponse500
    | DownloadCampaignsRecipientsAsCsvResponse503
    | str
]:
    """Download a campaign's recipients as CSV

     text/csv, one row per recipient (contact_id, phone_number, status, attempts, last_call_id,
    next_attempt_at, ended_reason, wait_reason); phone_number is written in the international format (+1
    415 555 0123; without the spaces it is E.164) and is empty for a contact the key’s user cannot see.
    Any other cell starting with =, +, -, @, tab or carriage return gets a leading apostrophe.

    Requires the `can_read_calls` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DownloadCampaignsRecipientsAsCsvResponse400 | DownloadCampaignsRecipientsAsCsvResponse401 | DownloadCampaignsRecipientsAsCsvResponse403 | DownloadCampaignsRecipientsAsCsvResponse404 | DownloadCampaignsRecipientsAsCsvResponse429 | DownloadCampaignsRecipientsAsCsvResponse500 | DownloadCampaignsRecipientsAsCsvResponse503 | str]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient | Client,
) -> (
    DownloadCampaignsRecipientsAsCsvResponse400
    | DownloadCampaignsRecipientsAsCsvResponse401
    | DownloadCampaignsRecipientsAsCsvResponse403
    | DownloadCampaignsRecipientsAsCsvResponse404
    | DownloadCampaignsRecipientsAsCsvResponse429
    | DownloadCampaignsRecipientsAsCsvResponse500
    | DownloadCampaignsRecipientsAsCsvResponse503
    | str
    | None
):
    """Download a campaign's recipients as CSV

     text/csv, one row per recipient (contact_id, phone_number, status, attempts, last_call_id,
    next_attempt_at, ended_reason, wait_reason); phone_number is written in the international format (+1
    415 555 0123; without the spaces it is E.164) and is empty for a contact the key’s user cannot see.
    Any other cell starting with =, +, -, @, tab or carriage return gets a leading apostrophe.

    Requires the `can_read_calls` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DownloadCampaignsRecipientsAsCsvResponse400 | DownloadCampaignsRecipientsAsCsvResponse401 | DownloadCampaignsRecipientsAsCsvResponse403 | DownloadCampaignsRecipientsAsCsvResponse404 | DownloadCampaignsRecipientsAsCsvResponse429 | DownloadCampaignsRecipientsAsCsvResponse500 | DownloadCampaignsRecipientsAsCsvResponse503 | str
    """

    return sync_detailed(
        id=id,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    DownloadCampaignsRecipientsAsCsvResponse400
    | DownloadCampaignsRecipientsAsCsvResponse401
    | DownloadCampaignsRecipientsAsCsvResponse403
    | DownloadCampaignsRecipientsAsCsvResponse404
    | DownloadCampaignsRecipientsAsCsvResponse429
    | DownloadCampaignsRecipientsAsCsvResponse500
    | DownloadCampaignsRecipientsAsCsvResponse503
    | str
]:
    """Download a campaign's recipients as CSV

     text/csv, one row per recipient (contact_id, phone_number, status, attempts, last_call_id,
    next_attempt_at, ended_reason, wait_reason); phone_number is written in the international format (+1
    415 555 0123; without the spaces it is E.164) and is empty for a contact the key’s user cannot see.
    Any other cell starting with =, +, -, @, tab or carriage return gets a leading apostrophe.

    Requires the `can_read_calls` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DownloadCampaignsRecipientsAsCsvResponse400 | DownloadCampaignsRecipientsAsCsvResponse401 | DownloadCampaignsRecipientsAsCsvResponse403 | DownloadCampaignsRecipientsAsCsvResponse404 | DownloadCampaignsRecipientsAsCsvResponse429 | DownloadCampaignsRecipientsAsCsvResponse500 | DownloadCampaignsRecipientsAsCsvResponse503 | str]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient | Client,
) -> (
    DownloadCampaignsRecipientsAsCsvResponse400
    | DownloadCampaignsRecipientsAsCsvResponse401
    | DownloadCampaignsRecipientsAsCsvResponse403
    | DownloadCampaignsRecipientsAsCsvResponse404
    | DownloadCampaignsRecipientsAsCsvResponse429
    | DownloadCampaignsRecipientsAsCsvResponse500
    | DownloadCampaignsRecipientsAsCsvResponse503
    | str
    | None
):
    """Download a campaign's recipients as CSV

     text/csv, one row per recipient (contact_id, phone_number, status, attempts, last_call_id,
    next_attempt_at, ended_reason, wait_reason); phone_number is written in the international format (+1
    415 555 0123; without the spaces it is E.164) and is empty for a contact the key’s user cannot see.
    Any other cell starting with =, +, -, @, tab or carriage return gets a leading apostrophe.

    Requires the `can_read_calls` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DownloadCampaignsRecipientsAsCsvResponse400 | DownloadCampaignsRecipientsAsCsvResponse401 | DownloadCampaignsRecipientsAsCsvResponse403 | DownloadCampaignsRecipientsAsCsvResponse404 | DownloadCampaignsRecipientsAsCsvResponse429 | DownloadCampaignsRecipientsAsCsvResponse500 | DownloadCampaignsRecipientsAsCsvResponse503 | str
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
