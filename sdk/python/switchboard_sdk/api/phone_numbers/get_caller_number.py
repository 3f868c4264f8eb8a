from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_caller_number_response_200 import GetCallerNumberResponse200
from ...models.get_caller_number_response_400 import GetCallerNumberResponse400
from ...models.get_caller_number_response_401 import GetCallerNumberResponse401
from ...models.get_caller_number_response_403 import GetCallerNumberResponse403
from ...models.get_caller_number_response_404 import GetCallerNumberResponse404
from ...models.get_caller_number_response_429 import GetCallerNumberResponse429
from ...models.get_caller_number_response_500 import GetCallerNumberResponse500
from ...models.get_caller_number_response_503 import GetCallerNumberResponse503
from ...types import Response


def _get_kwargs(
    id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/phone-numbers/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetCallerNumberResponse200
    | GetCallerNumberResponse400
    | GetCallerNumberResponse401
    | GetCallerNumberResponse403
    | GetCallerNumberResponse404
    | GetCallerNumberResponse429
    | GetCallerNumberResponse500
    | GetCallerNumberResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetCallerNumberResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetCallerNumberResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetCallerNumberResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetCallerNumberResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetCallerNumberResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = GetCallerNumberResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = GetCallerNumberResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = GetCallerNumberResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetCallerNumberResponse200
    | GetCallerNumberResponse400
    | GetCallerNumberResponse401
    | GetCallerNumberResponse403
    | GetCallerNumberResponse404
    | GetCallerNumberResponse429
    | GetCallerNumberResponse500
    | GetCallerNumberResponse503
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
    GetCallerNumberResponse200
    | GetCallerNumberResponse400
    | GetCallerNumberResponse401
    | GetCallerNumberResponse403
    | GetCallerNumberResponse404
    | GetCallerNumberResponse429
    | GetCallerNumberResponse500
    | GetCallerNumberResponse503
]:
    """Get a caller number

     One of the account's caller numbers with its calls today, 7-day answer rate and rest; another
    account's id answers 404 not_found.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetCallerNumberResponse200 | GetCallerNumberResponse400 | GetCallerNumberResponse401 | GetCallerNumberResponse403 | GetCallerNumberResponse404 | GetCallerNumberResponse429 | GetCallerNumberResponse500 | GetCallerNumberResponse503]
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
    GetCallerNumberResponse200
    | GetCallerNumberResponse400
    | GetCallerNumberResponse401
    | GetCallerNumberResponse403
    | GetCallerNumberResponse404
    | GetCallerNumberResponse429
    | GetCallerNumberResponse500
    | GetCallerNumberResponse503
    | None
):
    """Get a caller number

     One of the account's caller numbers with its calls today, 7-day answer rate and rest; another
    account's id answers 404 not_found.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetCallerNumberResponse200 | GetCallerNumberResponse400 | GetCallerNumberResponse401 | GetCallerNumberResponse403 | GetCallerNumberResponse404 | GetCallerNumberResponse429 | GetCallerNumberResponse500 | GetCallerNumberResponse503
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
    GetCallerNumberResponse200
    | GetCallerNumberResponse400
    | GetCallerNumberResponse401
    | GetCallerNumberResponse403
    | GetCallerNumberResponse404
    | GetCallerNumberResponse429
    | GetCallerNumberResponse500
    | GetCallerNumberResponse503
]:
    """Get a caller number

     One of the account's caller numbers with its calls today, 7-day answer rate and rest; another
    account's id answers 404 not_found.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetCallerNumberResponse200 | GetCallerNumberResponse400 | GetCallerNumberResponse401 | GetCallerNumberResponse403 | GetCallerNumberResponse404 | GetCallerNumberResponse429 | GetCallerNumberResponse500 | GetCallerNumberResponse503]
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
    GetCallerNumberResponse200
    | GetCallerNumberResponse400
    | GetCallerNumberResponse401
    | GetCallerNumberResponse403
    | GetCallerNumberResponse404
    | GetCallerNumberResponse429
    | GetCallerNumberResponse500
    | GetCallerNumberResponse503
    | None
):
    """Get a caller number

     One of the account's caller numbers with its calls today, 7-day answer rate and rest; another
    account's id answers 404 not_found.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetCallerNumberResponse200 | GetCallerNumberResponse400 | GetCallerNumberResponse401 | GetCallerNumberResponse403 | GetCallerNumberResponse404 | GetCallerNumberResponse429 | GetCallerNumberResponse500 | GetCallerNumberResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
