from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_crm_connection_response_200 import GetCrmConnectionResponse200
from ...models.get_crm_connection_response_400 import GetCrmConnectionResponse400
from ...models.get_crm_connection_response_401 import GetCrmConnectionResponse401
from ...models.get_crm_connection_response_403 import GetCrmConnectionResponse403
from ...models.get_crm_connection_response_404 import GetCrmConnectionResponse404
from ...models.get_crm_connection_response_429 import GetCrmConnectionResponse429
from ...models.get_crm_connection_response_500 import GetCrmConnectionResponse500
from ...models.get_crm_connection_response_503 import GetCrmConnectionResponse503
from ...types import Response


def _get_kwargs(
    connection_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/integrations/crm/{connection_id}".format(
            connection_id=quote(str(connection_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetCrmConnectionResponse200
    | GetCrmConnectionResponse400
    | GetCrmConnectionResponse401
    | GetCrmConnectionResponse403
    | GetCrmConnectionResponse404
    | GetCrmConnectionResponse429
    | GetCrmConnectionResponse500
    | GetCrmConnectionResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetCrmConnectionResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetCrmConnectionResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetCrmConnectionResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetCrmConnectionResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetCrmConnectionResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = GetCrmConnectionResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = GetCrmConnectionResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = GetCrmConnectionResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetCrmConnectionResponse200
    | GetCrmConnectionResponse400
    | GetCrmConnectionResponse401
    | GetCrmConnectionResponse403
    | GetCrmConnectionResponse404
    | GetCrmConnectionResponse429
    | GetCrmConnectionResponse500
    | GetCrmConnectionResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    connection_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    GetCrmConnectionResponse200
    | GetCrmConnectionResponse400
    | GetCrmConnectionResponse401
    | GetCrmConnectionResponse403
    | GetCrmConnectionResponse404
    | GetCrmConnectionResponse429
    | GetCrmConnectionResponse500
    | GetCrmConnectionResponse503
]:
    """Get a CRM connection

     Requires the `can_read_contacts` permission on the API key.

    Args:
        connection_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetCrmConnectionResponse200 | GetCrmConnectionResponse400 | GetCrmConnectionResponse401 | GetCrmConnectionResponse403 | GetCrmConnectionResponse404 | GetCrmConnectionResponse429 | GetCrmConnectionResponse500 | GetCrmConnectionResponse503]
    """

    kwargs = _get_kwargs(
        connection_id=connection_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    connection_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> (
    GetCrmConnectionResponse200
    | GetCrmConnectionResponse400
    | GetCrmConnectionResponse401
    | GetCrmConnectionResponse403
    | GetCrmConnectionResponse404
    | GetCrmConnectionResponse429
    | GetCrmConnectionResponse500
    | GetCrmConnectionResponse503
    | None
):
    """Get a CRM connection

     Requires the `can_read_contacts` permission on the API key.

    Args:
        connection_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetCrmConnectionResponse200 | GetCrmConnectionResponse400 | GetCrmConnectionResponse401 | GetCrmConnectionResponse403 | GetCrmConnectionResponse404 | GetCrmConnectionResponse429 | GetCrmConnectionResponse500 | GetCrmConnectionResponse503
    """

    return sync_detailed(
        connection_id=connection_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    connection_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    GetCrmConnectionResponse200
    | GetCrmConnectionResponse400
    | GetCrmConnectionResponse401
    | GetCrmConnectionResponse403
    | GetCrmConnectionResponse404
    | GetCrmConnectionResponse429
    | GetCrmConnectionResponse500
    | GetCrmConnectionResponse503
]:
    """Get a CRM connection

     Requires the `can_read_contacts` permission on the API key.

    Args:
        connection_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetCrmConnectionResponse200 | GetCrmConnectionResponse400 | GetCrmConnectionResponse401 | GetCrmConnectionResponse403 | GetCrmConnectionResponse404 | GetCrmConnectionResponse429 | GetCrmConnectionResponse500 | GetCrmConnectionResponse503]
    """

    kwargs = _get_kwargs(
        connection_id=connection_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    connection_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> (
    GetCrmConnectionResponse200
    | GetCrmConnectionResponse400
    | GetCrmConnectionResponse401
    | GetCrmConnectionResponse403
    | GetCrmConnectionResponse404
    | GetCrmConnectionResponse429
    | GetCrmConnectionResponse500
    | GetCrmConnectionResponse503
    | None
):
    """Get a CRM connection

     Requires the `can_read_contacts` permission on the API key.

    Args:
        connection_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetCrmConnectionResponse200 | GetCrmConnectionResponse400 | GetCrmConnectionResponse401 | GetCrmConnectionResponse403 | GetCrmConnectionResponse404 | GetCrmConnectionResponse429 | GetCrmConnectionResponse500 | GetCrmConnectionResponse503
    """

    return (
        await asyncio_detailed(
            connection_id=connection_id,
            client=client,
        )
    ).parsed
