from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_linked_calendar_connection_response_200 import GetLinkedCalendarConnectionResponse200
from ...models.get_linked_calendar_connection_response_400 import GetLinkedCalendarConnectionResponse400
from ...models.get_linked_calendar_connection_response_401 import GetLinkedCalendarConnectionResponse401
from ...models.get_linked_calendar_connection_response_403 import GetLinkedCalendarConnectionResponse403
from ...models.get_linked_calendar_connection_response_404 import GetLinkedCalendarConnectionResponse404
from ...models.get_linked_calendar_connection_response_429 import GetLinkedCalendarConnectionResponse429
from ...models.get_linked_calendar_connection_response_500 import GetLinkedCalendarConnectionResponse500
from ...models.get_linked_calendar_connection_response_503 import GetLinkedCalendarConnectionResponse503
from ...types import Response


def _get_kwargs(
    connection_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/calendar/connections/{connection_id}".format(
            connection_id=quote(str(connection_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetLinkedCalendarConnectionResponse200
    | GetLinkedCalendarConnectionResponse400
    | GetLinkedCalendarConnectionResponse401
    | GetLinkedCalendarConnectionResponse403
    | GetLinkedCalendarConnectionResponse404
    | GetLinkedCalendarConnectionResponse429
    | GetLinkedCalendarConnectionResponse500
    | GetLinkedCalendarConnectionResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetLinkedCalendarConnectionResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetLinkedCalendarConnectionResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetLinkedCalendarConnectionResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetLinkedCalendarConnectionResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetLinkedCalendarConnectionResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = GetLinkedCalendarConnectionResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = GetLinkedCalendarConnectionResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = GetLinkedCalendarConnectionResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetLinkedCalendarConnectionResponse200
    | GetLinkedCalendarConnectionResponse400
    | GetLinkedCalendarConnectionResponse401
    | GetLinkedCalendarConnectionResponse403
    | GetLinkedCalendarConnectionResponse404
    | GetLinkedCalendarConnectionResponse429
    | GetLinkedCalendarConnectionResponse500
    | GetLinkedCalendarConnectionResponse503
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
    GetLinkedCalendarConnectionResponse200
    | GetLinkedCalendarConnectionResponse400
    | GetLinkedCalendarConnectionResponse401
    | GetLinkedCalendarConnectionResponse403
    | GetLinkedCalendarConnectionResponse404
    | GetLinkedCalendarConnectionResponse429
    | GetLinkedCalendarConnectionResponse500
    | GetLinkedCalendarConnectionResponse503
]:
    """Get a linked calendar connection

     Requires the `can_read_calendar` permission on the API key.

    Args:
        connection_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetLinkedCalendarConnectionResponse200 | GetLinkedCalendarConnectionResponse400 | GetLinkedCalendarConnectionResponse401 | GetLinkedCalendarConnectionResponse403 | GetLinkedCalendarConnectionResponse404 | GetLinkedCalendarConnectionResponse429 | GetLinkedCalendarConnectionResponse500 | GetLinkedCalendarConnectionResponse503]
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
    GetLinkedCalendarConnectionResponse200
    | GetLinkedCalendarConnectionResponse400
    | GetLinkedCalendarConnectionResponse401
    | GetLinkedCalendarConnectionResponse403
    | GetLinkedCalendarConnectionResponse404
    | GetLinkedCalendarConnectionResponse429
    | GetLinkedCalendarConnectionResponse500
    | GetLinkedCalendarConnectionResponse503
    | None
):
    """Get a linked calendar connection

     Requires the `can_read_calendar` permission on the API key.

    Args:
        connection_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetLinkedCalendarConnectionResponse200 | GetLinkedCalendarConnectionResponse400 | GetLinkedCalendarConnectionResponse401 | GetLinkedCalendarConnectionResponse403 | GetLinkedCalendarConnectionResponse404 | GetLinkedCalendarConnectionResponse429 | GetLinkedCalendarConnectionResponse500 | GetLinkedCalendarConnectionResponse503
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
    GetLinkedCalendarConnectionResponse200
    | GetLinkedCalendarConnectionResponse400
    | GetLinkedCalendarConnectionResponse401
    | GetLinkedCalendarConnectionResponse403
    | GetLinkedCalendarConnectionResponse404
    | GetLinkedCalendarConnectionResponse429
    | GetLinkedCalendarConnectionResponse500
    | GetLinkedCalendarConnectionResponse503
]:
    """Get a linked calendar connection

     Requires the `can_read_calendar` permission on the API key.

    Args:
        connection_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetLinkedCalendarConnectionResponse200 | GetLinkedCalendarConnectionResponse400 | GetLinkedCalendarConnectionResponse401 | GetLinkedCalendarConnectionResponse403 | GetLinkedCalendarConnectionResponse404 | GetLinkedCalendarConnectionResponse429 | GetLinkedCalendarConnectionResponse500 | GetLinkedCalendarConnectionResponse503]
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
    GetLinkedCalendarConnectionResponse200
    | GetLinkedCalendarConnectionResponse400
    | GetLinkedCalendarConnectionResponse401
    | GetLinkedCalendarConnectionResponse403
    | GetLinkedCalendarConnectionResponse404
    | GetLinkedCalendarConnectionResponse429
    | GetLinkedCalendarConnectionResponse500
    | GetLinkedCalendarConnectionResponse503
    | None
):
    """Get a linked calendar connection

     Requires the `can_read_calendar` permission on the API key.

    Args:
        connection_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetLinkedCalendarConnectionResponse200 | GetLinkedCalendarConnectionResponse400 | GetLinkedCalendarConnectionResponse401 | GetLinkedCalendarConnectionResponse403 | GetLinkedCalendarConnectionResponse404 | GetLinkedCalendarConnectionResponse429 | GetLinkedCalendarConnectionResponse500 | GetLinkedCalendarConnectionResponse503
    """

    return (
        await asyncio_detailed(
            connection_id=connection_id,
            client=client,
        )
    ).parsed
