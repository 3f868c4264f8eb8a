from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_agents_response_200 import ListAgentsResponse200
from ...models.list_agents_response_401 import ListAgentsResponse401
from ...models.list_agents_response_403 import ListAgentsResponse403
from ...models.list_agents_response_429 import ListAgentsResponse429
from ...models.list_agents_response_500 import ListAgentsResponse500
from ...models.list_agents_response_503 import ListAgentsResponse503
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/agents",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListAgentsResponse200
    | ListAgentsResponse401
    | ListAgentsResponse403
    | ListAgentsResponse429
    | ListAgentsResponse500
    | ListAgentsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListAgentsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = ListAgentsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListAgentsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ListAgentsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListAgentsResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListAgentsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListAgentsResponse200
    | ListAgentsResponse401
    | ListAgentsResponse403
    | ListAgentsResponse429
    | ListAgentsResponse500
    | ListAgentsResponse503
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
    ListAgentsResponse200
    | ListAgentsResponse401
    | ListAgentsResponse403
    | ListAgentsResponse429
    | ListAgentsResponse500
    | ListAgentsResponse503
]:
    """List agents

     Agents created by the user, agents of teams the user can access, and agents visible through a
    partnership.

    Requires the `can_read_agents` permission on the API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListAgentsResponse200 | ListAgentsResponse401 | ListAgentsResponse403 | ListAgentsResponse429 | ListAgentsResponse500 | ListAgentsResponse503]
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
    ListAgentsResponse200
    | ListAgentsResponse401
    | ListAgentsResponse403
    | ListAgentsResponse429
    | ListAgentsResponse500
    | ListAgentsResponse503
    | None
):
    """List agents

     Agents created by the user, agents of teams the user can access, and agents visible through a
    partnership.

    Requires the `can_read_agents` permission on the API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListAgentsResponse200 | ListAgentsResponse401 | ListAgentsResponse403 | ListAgentsResponse429 | ListAgentsResponse500 | ListAgentsResponse503
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    ListAgentsResponse200
    | ListAgentsResponse401
    | ListAgentsResponse403
    | ListAgentsResponse429
    | ListAgentsResponse500
    | ListAgentsResponse503
]:
    """List agents

     Agents created by the user, agents of teams the user can access, and agents visible through a
    partnership.

    Requires the `can_read_agents` permission on the API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListAgentsResponse200 | ListAgentsResponse401 | ListAgentsResponse403 | ListAgentsResponse429 | ListAgentsResponse500 | ListAgentsResponse503]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> (
    ListAgentsResponse200
    | ListAgentsResponse401
    | ListAgentsResponse403
    | ListAgentsResponse429
    | ListAgentsResponse500
    | ListAgentsResponse503
    | None
):
    """List agents

     Agents created by the user, agents of teams the user can access, and agents visible through a
    partnership.

    Requires the `can_read_agents` permission on the API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListAgentsResponse200 | ListAgentsResponse401 | ListAgentsResponse403 | ListAgentsResponse429 | ListAgentsResponse500 | ListAgentsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
