from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_campaign_response_200 import GetCampaignResponse200
from ...models.get_campaign_response_400 import GetCampaignResponse400
from ...models.get_campaign_response_401 import GetCampaignResponse401
from ...models.get_campaign_response_403 import GetCampaignResponse403
from ...models.get_campaign_response_404 import GetCampaignResponse404
from ...models.get_campaign_response_429 import GetCampaignResponse429
from ...models.get_campaign_response_500 import GetCampaignResponse500
from ...models.get_campaign_response_503 import GetCampaignResponse503
from ...types import Response


def _get_kwargs(
    id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/campaigns/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetCampaignResponse200
    | GetCampaignResponse400
    | GetCampaignResponse401
    | GetCampaignResponse403
    | GetCampaignResponse404
    | GetCampaignResponse429
    | GetCampaignResponse500
    | GetCampaignResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetCampaignResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetCampaignResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetCampaignResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetCampaignResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetCampaignResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = GetCampaignResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = GetCampaignResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = GetCampaignResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetCampaignResponse200
    | GetCampaignResponse400
    | GetCampaignResponse401
    | GetCampaignResponse403
    | GetCampaignResponse404
    | GetCampaignResponse429
    | GetCampaignResponse500
    | GetCampaignResponse503
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
    GetCampaignResponse200
    | GetCampaignResponse400
    | GetCampaignResponse401
    | GetCampaignResponse403
    | GetCampaignResponse404
    | GetCampaignResponse429
    | GetCampaignResponse500
    | GetCampaignResponse503
]:
    """Get a campaign

     The campaign with its progress: recipients by their current outcome, summing to total.

    Requires the `can_read_calls` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetCampaignResponse200 | GetCampaignResponse400 | GetCampaignResponse401 | GetCampaignResponse403 | GetCampaignResponse404 | GetCampaignResponse429 | GetCampaignResponse500 | GetCampaignResponse503]
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
    GetCampaignResponse200
    | GetCampaignResponse400
    | GetCampaignResponse401
    | GetCampaignResponse403
    | GetCampaignResponse404
    | GetCampaignResponse429
    | GetCampaignResponse500
    | GetCampaignResponse503
    | None
):
    """Get a campaign

     The campaign with its progress: recipients by their current outcome, summing to total.

    Requires the `can_read_calls` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetCampaignResponse200 | GetCampaignResponse400 | GetCampaignResponse401 | GetCampaignResponse403 | GetCampaignResponse404 | GetCampaignResponse429 | GetCampaignResponse500 | GetCampaignResponse503
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
    GetCampaignResponse200
    | GetCampaignResponse400
    | GetCampaignResponse401
    | GetCampaignResponse403
    | GetCampaignResponse404
    | GetCampaignResponse429
    | GetCampaignResponse500
    | GetCampaignResponse503
]:
    """Get a campaign

     The campaign with its progress: recipients by their current outcome, summing to total.

    Requires the `can_read_calls` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetCampaignResponse200 | GetCampaignResponse400 | GetCampaignResponse401 | GetCampaignResponse403 | GetCampaignResponse404 | GetCampaignResponse429 | GetCampaignResponse500 | GetCampaignResponse503]
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
    GetCampaignResponse200
    | GetCampaignResponse400
    | GetCampaignResponse401
    | GetCampaignResponse403
    | GetCampaignResponse404
    | GetCampaignResponse429
    | GetCampaignResponse500
    | GetCampaignResponse503
    | None
):
    """Get a campaign

     The campaign with its progress: recipients by their current outcome, summing to total.

    Requires the `can_read_calls` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetCampaignResponse200 | GetCampaignResponse400 | GetCampaignResponse401 | GetCampaignResponse403 | GetCampaignResponse404 | GetCampaignResponse429 | GetCampaignResponse500 | GetCampaignResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
