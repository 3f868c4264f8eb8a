from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_contact_response_200 import GetContactResponse200
from ...models.get_contact_response_400 import GetContactResponse400
from ...models.get_contact_response_401 import GetContactResponse401
from ...models.get_contact_response_403 import GetContactResponse403
from ...models.get_contact_response_404 import GetContactResponse404
from ...models.get_contact_response_429 import GetContactResponse429
from ...models.get_contact_response_500 import GetContactResponse500
from ...models.get_contact_response_503 import GetContactResponse503
from ...types import Response


def _get_kwargs(
    contact_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/contacts/{contact_id}".format(
            contact_id=quote(str(contact_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetContactResponse200
    | GetContactResponse400
    | GetContactResponse401
    | GetContactResponse403
    | GetContactResponse404
    | GetContactResponse429
    | GetContactResponse500
    | GetContactResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetContactResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetContactResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetContactResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetContactResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetContactResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = GetContactResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = GetContactResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = GetContactResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetContactResponse200
    | GetContactResponse400
    | GetContactResponse401
    | GetContactResponse403
    | GetContactResponse404
    | GetContactResponse429
    | GetContactResponse500
    | GetContactResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    contact_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    GetContactResponse200
    | GetContactResponse400
    | GetContactResponse401
    | GetContactResponse403
    | GetContactResponse404
    | GetContactResponse429
    | GetContactResponse500
    | GetContactResponse503
]:
    """Get a contact

     The full contact with its phone numbers (each with its id), tag names and both contexts.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        contact_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetContactResponse200 | GetContactResponse400 | GetContactResponse401 | GetContactResponse403 | GetContactResponse404 | GetContactResponse429 | GetContactResponse500 | GetContactResponse503]
    """

    kwargs = _get_kwargs(
        contact_id=contact_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    contact_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> (
    GetContactResponse200
    | GetContactResponse400
    | GetContactResponse401
    | GetContactResponse403
    | GetContactResponse404
    | GetContactResponse429
    | GetContactResponse500
    | GetContactResponse503
    | None
):
    """Get a contact

     The full contact with its phone numbers (each with its id), tag names and both contexts.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        contact_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetContactResponse200 | GetContactResponse400 | GetContactResponse401 | GetContactResponse403 | GetContactResponse404 | GetContactResponse429 | GetContactResponse500 | GetContactResponse503
    """

    return sync_detailed(
        contact_id=contact_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    contact_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    GetContactResponse200
    | GetContactResponse400
    | GetContactResponse401
    | GetContactResponse403
    | GetContactResponse404
    | GetContactResponse429
    | GetContactResponse500
    | GetContactResponse503
]:
    """Get a contact

     The full contact with its phone numbers (each with its id), tag names and both contexts.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        contact_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetContactResponse200 | GetContactResponse400 | GetContactResponse401 | GetContactResponse403 | GetContactResponse404 | GetContactResponse429 | GetContactResponse500 | GetContactResponse503]
    """

    kwargs = _get_kwargs(
        contact_id=contact_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    contact_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> (
    GetContactResponse200
    | GetContactResponse400
    | GetContactResponse401
    | GetContactResponse403
    | GetContactResponse404
    | GetContactResponse429
    | GetContactResponse500
    | GetContactResponse503
    | None
):
    """Get a contact

     The full contact with its phone numbers (each with its id), tag names and both contexts.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        contact_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetContactResponse200 | GetContactResponse400 | GetContactResponse401 | GetContactResponse403 | GetContactResponse404 | GetContactResponse429 | GetContactResponse500 | GetContactResponse503
    """

    return (
        await asyncio_detailed(
            contact_id=contact_id,
            client=client,
        )
    ).parsed
