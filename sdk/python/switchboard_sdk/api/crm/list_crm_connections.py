from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_crm_connections_response_200 import ListCrmConnectionsResponse200
from ...models.list_crm_connections_response_401 import ListCrmConnectionsResponse401
from ...models.list_crm_connections_response_403 import ListCrmConnectionsResponse403
from ...models.list_crm_connections_response_429 import ListCrmConnectionsResponse429
from ...models.list_crm_connections_response_500 import ListCrmConnectionsResponse500
from ...models.list_crm_connections_response_503 import ListCrmConnectionsResponse503
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/integrations/crm",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListCrmConnectionsResponse200
    | ListCrmConnectionsResponse401
    | ListCrmConnectionsResponse403
    | ListCrmConnectionsResponse429
    | ListCrmConnectionsResponse500
    | ListCrmConnectionsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListCrmConnectionsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ListCrmConnectionsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListCrmConnectionsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ListCrmConnectionsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListCrmConnectionsResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListCrmConnectionsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListCrmConnectionsResponse200
    | ListCrmConnectionsResponse401
    | ListCrmConnectionsResponse403
    | ListCrmConnectionsResponse429
    | ListCrmConnectionsResponse500
    | ListCrmConnectionsResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    ListCrmConnectionsResponse200
    | ListCrmConnectionsResponse401
    | ListCrmConnectionsResponse403
    | ListCrmConnectionsResponse429
    | ListCrmConnectionsResponse500
    | ListCrmConnectionsResponse503
]:
    """List CRM connections

     The account's HighLevel and HubSpot connections with their status, field map, direction, last sync
    and counts. Owners and admins only; credentials are never returned.

    Requires the `can_read_contacts` permission on the API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListCrmConnectionsResponse200 | ListCrmConnectionsResponse401 | ListCrmConnectionsResponse403 | ListCrmConnectionsResponse429 | ListCrmConnectionsResponse500 | ListCrmConnectionsResponse503]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> (
    ListCrmConnectionsResponse200
    | ListCrmConnectionsResponse401
    | ListCrmConnectionsResponse403
    | ListCrmConnectionsResponse429
    | ListCrmConnectionsResponse500
    | ListCrmConnectionsResponse503
    | None
):
    """List CRM connections

     The account's HighLevel and HubSpot connections with their status, field map, direction, last sync
    and counts. Owners and admins only; credentials are never returned.

    Requires the `can_read_contacts` permission on the API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListCrmConnectionsResponse200 | ListCrmConnectionsResponse401 | ListCrmConnectionsResponse403 | ListCrmConnectionsResponse429 | ListCrmConnectionsResponse500 | ListCrmConnectionsResponse503
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    ListCrmConnectionsResponse200
    | ListCrmConnectionsResponse401
    | ListCrmConnectionsResponse403
    | ListCrmConnectionsResponse429
    | ListCrmConnectionsResponse500
    | ListCrmConnectionsResponse503
]:
    """List CRM connections

     The account's HighLevel and HubSpot connections with their status, field map, direction, last sync
    and counts. Owners and admins only; credentials are never returned.

    Requires the `can_read_contacts` permission on the API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListCrmConnectionsResponse200 | ListCrmConnectionsResponse401 | ListCrmConnectionsResponse403 | ListCrmConnectionsResponse429 | ListCrmConnectionsResponse500 | ListCrmConnectionsResponse503]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> (
    ListCrmConnectionsResponse200
    | ListCrmConnectionsResponse401
    | ListCrmConnectionsResponse403
    | ListCrmConnectionsResponse429
    | ListCrmConnectionsResponse500
    | ListCrmConnectionsResponse503
    | None
):
    """List CRM connections

     The account's HighLevel and HubSpot connections with their status, field map, direction, last sync
    and counts. Owners and admins only; credentials are never returned.

    Requires the `can_read_contacts` permission on the API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListCrmConnectionsResponse200 | ListCrmConnectionsResponse401 | ListCrmConnectionsResponse403 | ListCrmConnectionsResponse429 | ListCrmConnectionsResponse500 | ListCrmConnectionsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
