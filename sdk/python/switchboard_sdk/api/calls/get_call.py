from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_call_response_200 import GetCallResponse200
from ...models.get_call_response_400 import GetCallResponse400
from ...models.get_call_response_401 import GetCallResponse401
from ...models.get_call_response_403 import GetCallResponse403
from ...models.get_call_response_404 import GetCallResponse404
from ...models.get_call_response_429 import GetCallResponse429
from ...models.get_call_response_500 import GetCallResponse500
from ...models.get_call_response_503 import GetCallResponse503
from ...types import Response


def _get_kwargs(
    call_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/calls/{call_id}".format(
            call_id=quote(str(call_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetCallResponse200
    | GetCallResponse400
    | GetCallResponse401
    | GetCallResponse403
    | GetCallResponse404
    | GetCallResponse429
    | GetCallResponse500
    | GetCallResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetCallResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetCallResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetCallResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetCallResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetCallResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = GetCallResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = GetCallResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = GetCallResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetCallResponse200
    | GetCallResponse400
    | GetCallResponse401
    | GetCallResponse403
    | GetCallResponse404
    | GetCallResponse429
    | GetCallResponse500
    | GetCallResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    call_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    GetCallResponse200
    | GetCallResponse400
    | GetCallResponse401
    | GetCallResponse403
    | GetCallResponse404
    | GetCallResponse429
    | GetCallResponse500
    | GetCallResponse503
]:
    """Get call

     One call with its transcript, summary, recording, cost and outcome.

    Requires the `can_read_calls` permission on the API key.

    Args:
        call_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetCallResponse200 | GetCallResponse400 | GetCallResponse401 | GetCallResponse403 | GetCallResponse404 | GetCallResponse429 | GetCallResponse500 | GetCallResponse503]
    """

    kwargs = _get_kwargs(
        call_id=call_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    call_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> (
    GetCallResponse200
    | GetCallResponse400
    | GetCallResponse401
    | GetCallResponse403
    | GetCallResponse404
    | GetCallResponse429
    | GetCallResponse500
    | GetCallResponse503
    | None
):
    """Get call

     One call with its transcript, summary, recording, cost and outcome.

    Requires the `can_read_calls` permission on the API key.

    Args:
        call_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetCallResponse200 | GetCallResponse400 | GetCallResponse401 | GetCallResponse403 | GetCallResponse404 | GetCallResponse429 | GetCallResponse500 | GetCallResponse503
    """

    return sync_detailed(
        call_id=call_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    call_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    GetCallResponse200
    | GetCallResponse400
    | GetCallResponse401
    | GetCallResponse403
    | GetCallResponse404
    | GetCallResponse429
    | GetCallResponse500
    | GetCallResponse503
]:
    """Get call

     One call with its transcript, summary, recording, cost and outcome.

    Requires the `can_read_calls` permission on the API key.

    Args:
        call_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetCallResponse200 | GetCallResponse400 | GetCallResponse401 | GetCallResponse403 | GetCallResponse404 | GetCallResponse429 | GetCallResponse500 | GetCallResponse503]
    """

    kwargs = _get_kwargs(
        call_id=call_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    call_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> (
    GetCallResponse200
    | GetCallResponse400
    | GetCallResponse401
    | GetCallResponse403
    | GetCallResponse404
    | GetCallResponse429
    | GetCallResponse500
    | GetCallResponse503
    | None
):
    """Get call

     One call with its transcript, summary, recording, cost and outcome.

    Requires the `can_read_calls` permission on the API key.

    Args:
        call_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetCallResponse200 | GetCallResponse400 | GetCallResponse401 | GetCallResponse403 | GetCallResponse404 | GetCallResponse429 | GetCallResponse500 | GetCallResponse503
    """

    return (
        await asyncio_detailed(
            call_id=call_id,
            client=client,
        )
    ).parsed
