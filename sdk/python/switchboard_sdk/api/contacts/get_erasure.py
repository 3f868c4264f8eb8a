from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_erasure_response_200 import GetErasureResponse200
from ...models.get_erasure_response_400 import GetErasureResponse400
from ...models.get_erasure_response_401 import GetErasureResponse401
from ...models.get_erasure_response_403 import GetErasureResponse403
from ...models.get_erasure_response_404 import GetErasureResponse404
from ...models.get_erasure_response_429 import GetErasureResponse429
from ...models.get_erasure_response_500 import GetErasureResponse500
from ...models.get_erasure_response_503 import GetErasureResponse503
from ...types import Response


def _get_kwargs(
    id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/erasures/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetErasureResponse200
    | GetErasureResponse400
    | GetErasureResponse401
    | GetErasureResponse403
    | GetErasureResponse404
    | GetErasureResponse429
    | GetErasureResponse500
    | GetErasureResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetErasureResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetErasureResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetErasureResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetErasureResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetErasureResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = GetErasureResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = GetErasureResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = GetErasureResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetErasureResponse200
    | GetErasureResponse400
    | GetErasureResponse401
    | GetErasureResponse403
    | GetErasureResponse404
    | GetErasureResponse429
    | GetErasureResponse500
    | GetErasureResponse503
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
    GetErasureResponse200
    | GetErasureResponse400
    | GetErasureResponse401
    | GetErasureResponse403
    | GetErasureResponse404
    | GetErasureResponse429
    | GetErasureResponse500
    | GetErasureResponse503
]:
    """Get an erasure

     The progress of an erasure (`pending`, `waiting_for_call`, `running`, `done`) and, once done, its
    receipt: how many rows of each kind were removed or blanked.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetErasureResponse200 | GetErasureResponse400 | GetErasureResponse401 | GetErasureResponse403 | GetErasureResponse404 | GetErasureResponse429 | GetErasureResponse500 | GetErasureResponse503]
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
    GetErasureResponse200
    | GetErasureResponse400
    | GetErasureResponse401
    | GetErasureResponse403
    | GetErasureResponse404
    | GetErasureResponse429
    | GetErasureResponse500
    | GetErasureResponse503
    | None
):
    """Get an erasure

     The progress of an erasure (`pending`, `waiting_for_call`, `running`, `done`) and, once done, its
    receipt: how many rows of each kind were removed or blanked.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetErasureResponse200 | GetErasureResponse400 | GetErasureResponse401 | GetErasureResponse403 | GetErasureResponse404 | GetErasureResponse429 | GetErasureResponse500 | GetErasureResponse503
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
    GetErasureResponse200
    | GetErasureResponse400
    | GetErasureResponse401
    | GetErasureResponse403
    | GetErasureResponse404
    | GetErasureResponse429
    | GetErasureResponse500
    | GetErasureResponse503
]:
    """Get an erasure

     The progress of an erasure (`pending`, `waiting_for_call`, `running`, `done`) and, once done, its
    receipt: how many rows of each kind were removed or blanked.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetErasureResponse200 | GetErasureResponse400 | GetErasureResponse401 | GetErasureResponse403 | GetErasureResponse404 | GetErasureResponse429 | GetErasureResponse500 | GetErasureResponse503]
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
    GetErasureResponse200
    | GetErasureResponse400
    | GetErasureResponse401
    | GetErasureResponse403
    | GetErasureResponse404
    | GetErasureResponse429
    | GetErasureResponse500
    | GetErasureResponse503
    | None
):
    """Get an erasure

     The progress of an erasure (`pending`, `waiting_for_call`, `running`, `done`) and, once done, its
    receipt: how many rows of each kind were removed or blanked.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetErasureResponse200 | GetErasureResponse400 | GetErasureResponse401 | GetErasureResponse403 | GetErasureResponse404 | GetErasureResponse429 | GetErasureResponse500 | GetErasureResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
