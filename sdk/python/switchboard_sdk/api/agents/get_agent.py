from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_agent_response_200 import GetAgentResponse200
from ...models.get_agent_response_400 import GetAgentResponse400
from ...models.get_agent_response_401 import GetAgentResponse401
from ...models.get_agent_response_403 import GetAgentResponse403
from ...models.get_agent_response_404 import GetAgentResponse404
from ...models.get_agent_response_429 import GetAgentResponse429
from ...models.get_agent_response_500 import GetAgentResponse500
from ...models.get_agent_response_503 import GetAgentResponse503
from ...types import Response


def _get_kwargs(
    id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/agents/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetAgentResponse200
    | GetAgentResponse400
    | GetAgentResponse401
    | GetAgentResponse403
    | GetAgentResponse404
    | GetAgentResponse429
    | GetAgentResponse500
    | GetAgentResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetAgentResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetAgentResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetAgentResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetAgentResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetAgentResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = GetAgentResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = GetAgentResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = GetAgentResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetAgentResponse200
    | GetAgentResponse400
    | GetAgentResponse401
    | GetAgentResponse403
    | GetAgentResponse404
    | GetAgentResponse429
    | GetAgentResponse500
    | GetAgentResponse503
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
    GetAgentResponse200
    | GetAgentResponse400
    | GetAgentResponse401
    | GetAgentResponse403
    | GetAgentResponse404
    | GetAgentResponse429
    | GetAgentResponse500
    | GetAgentResponse503
]:
    """Get an agent

     One agent the key can see (as in the list), with its instructions, first message, tools, analysis
    and inbound options.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetAgentResponse200 | GetAgentResponse400 | GetAgentResponse401 | GetAgentResponse403 | GetAgentResponse404 | GetAgentResponse429 | GetAgentResponse500 | GetAgentResponse503]
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
    GetAgentResponse200
    | GetAgentResponse400
    | GetAgentResponse401
    | GetAgentResponse403
    | GetAgentResponse404
    | GetAgentResponse429
    | GetAgentResponse500
    | GetAgentResponse503
    | None
):
    """Get an agent

     One agent the key can see (as in the list), with its instructions, first message, tools, analysis
    and inbound options.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetAgentResponse200 | GetAgentResponse400 | GetAgentResponse401 | GetAgentResponse403 | GetAgentResponse404 | GetAgentResponse429 | GetAgentResponse500 | GetAgentResponse503
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
    GetAgentResponse200
    | GetAgentResponse400
    | GetAgentResponse401
    | GetAgentResponse403
    | GetAgentResponse404
    | GetAgentResponse429
    | GetAgentResponse500
    | GetAgentResponse503
]:
    """Get an agent

     One agent the key can see (as in the list), with its instructions, first message, tools, analysis
    and inbound options.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetAgentResponse200 | GetAgentResponse400 | GetAgentResponse401 | GetAgentResponse403 | GetAgentResponse404 | GetAgentResponse429 | GetAgentResponse500 | GetAgentResponse503]
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
    GetAgentResponse200
    | GetAgentResponse400
    | GetAgentResponse401
    | GetAgentResponse403
    | GetAgentResponse404
    | GetAgentResponse429
    | GetAgentResponse500
    | GetAgentResponse503
    | None
):
    """Get an agent

     One agent the key can see (as in the list), with its instructions, first message, tools, analysis
    and inbound options.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetAgentResponse200 | GetAgentResponse400 | GetAgentResponse401 | GetAgentResponse403 | GetAgentResponse404 | GetAgentResponse429 | GetAgentResponse500 | GetAgentResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
