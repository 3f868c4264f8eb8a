from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_message_response_200 import GetMessageResponse200
from ...models.get_message_response_400 import GetMessageResponse400
from ...models.get_message_response_401 import GetMessageResponse401
from ...models.get_message_response_403 import GetMessageResponse403
from ...models.get_message_response_404 import GetMessageResponse404
from ...models.get_message_response_429 import GetMessageResponse429
from ...models.get_message_response_500 import GetMessageResponse500
from ...models.get_message_response_503 import GetMessageResponse503
from ...types import Response


def _get_kwargs(
    id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/messages/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetMessageResponse200
    | GetMessageResponse400
    | GetMessageResponse401
    | GetMessageResponse403
    | GetMessageResponse404
    | GetMessageResponse429
    | GetMessageResponse500
    | GetMessageResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetMessageResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetMessageResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetMessageResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetMessageResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetMessageResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = GetMessageResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = GetMessageResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = GetMessageResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetMessageResponse200
    | GetMessageResponse400
    | GetMessageResponse401
    | GetMessageResponse403
    | GetMessageResponse404
    | GetMessageResponse429
    | GetMessageResponse500
    | GetMessageResponse503
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
    GetMessageResponse200
    | GetMessageResponse400
    | GetMessageResponse401
    | GetMessageResponse403
    | GetMessageResponse404
    | GetMessageResponse429
    | GetMessageResponse500
    | GetMessageResponse503
]:
    """Get a message

     One message by its id (`msg_…`), with a text's latest compliance record. A message of another
    account, or one whose contact or event the key cannot see, is 404.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetMessageResponse200 | GetMessageResponse400 | GetMessageResponse401 | GetMessageResponse403 | GetMessageResponse404 | GetMessageResponse429 | GetMessageResponse500 | GetMessageResponse503]
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
    GetMessageResponse200
    | GetMessageResponse400
    | GetMessageResponse401
    | GetMessageResponse403
    | GetMessageResponse404
    | GetMessageResponse429
    | GetMessageResponse500
    | GetMessageResponse503
    | None
):
    """Get a message

     One message by its id (`msg_…`), with a text's latest compliance record. A message of another
    account, or one whose contact or event the key cannot see, is 404.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetMessageResponse200 | GetMessageResponse400 | GetMessageResponse401 | GetMessageResponse403 | GetMessageResponse404 | GetMessageResponse429 | GetMessageResponse500 | GetMessageResponse503
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
    GetMessageResponse200
    | GetMessageResponse400
    | GetMessageResponse401
    | GetMessageResponse403
    | GetMessageResponse404
    | GetMessageResponse429
    | GetMessageResponse500
    | GetMessageResponse503
]:
    """Get a message

     One message by its id (`msg_…`), with a text's latest compliance record. A message of another
    account, or one whose contact or event the key cannot see, is 404.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetMessageResponse200 | GetMessageResponse400 | GetMessageResponse401 | GetMessageResponse403 | GetMessageResponse404 | GetMessageResponse429 | GetMessageResponse500 | GetMessageResponse503]
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
    GetMessageResponse200
    | GetMessageResponse400
    | GetMessageResponse401
    | GetMessageResponse403
    | GetMessageResponse404
    | GetMessageResponse429
    | GetMessageResponse500
    | GetMessageResponse503
    | None
):
    """Get a message

     One message by its id (`msg_…`), with a text's latest compliance record. A message of another
    account, or one whose contact or event the key cannot see, is 404.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetMessageResponse200 | GetMessageResponse400 | GetMessageResponse401 | GetMessageResponse403 | GetMessageResponse404 | GetMessageResponse429 | GetMessageResponse500 | GetMessageResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
