from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_agents_versions_response_200 import ListAgentsVersionsResponse200
from ...models.list_agents_versions_response_400 import ListAgentsVersionsResponse400
from ...models.list_agents_versions_response_401 import ListAgentsVersionsResponse401
from ...models.list_agents_versions_response_403 import ListAgentsVersionsResponse403
from ...models.list_agents_versions_response_404 import ListAgentsVersionsResponse404
from ...models.list_agents_versions_response_429 import ListAgentsVersionsResponse429
from ...models.list_agents_versions_response_500 import ListAgentsVersionsResponse500
from ...models.list_agents_versions_response_503 import ListAgentsVersionsResponse503
from ...types import Response


def _get_kwargs(
    id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/agents/{id}/versions".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListAgentsVersionsResponse200
    | ListAgentsVersionsResponse400
    | ListAgentsVersionsResponse401
    | ListAgentsVersionsResponse403
    | ListAgentsVersionsResponse404
    | ListAgentsVersionsResponse429
    | ListAgentsVersionsResponse500
    | ListAgentsVersionsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListAgentsVersionsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListAgentsVersionsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListAgentsVersionsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListAgentsVersionsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ListAgentsVersionsResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = ListAgentsVersionsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListAgentsVersionsResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListAgentsVersionsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListAgentsVersionsResponse200
    | ListAgentsVersionsResponse400
    | ListAgentsVersionsResponse401
    | ListAgentsVersionsResponse403
    | ListAgentsVersionsResponse404
    | ListAgentsVersionsResponse429
    | ListAgentsVersionsResponse500
    | ListAgentsVersionsResponse503
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
    ListAgentsVersionsResponse200
    | ListAgentsVersionsResponse400
    | ListAgentsVersionsResponse401
    | ListAgentsVersionsResponse403
    | ListAgentsVersionsResponse404
    | ListAgentsVersionsResponse429
    | ListAgentsVersionsResponse500
    | ListAgentsVersionsResponse503
]:
    """List an agent's versions

     Every version of what the agent says and does (instructions, first message, tools, voice, model,
    analysis), newest first. An update that changes one of them makes the next version; one that changes
    only the name, role, numbers, team or other options makes none. Calls record the version they were
    placed with (`agent_version`). Versions never change.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListAgentsVersionsResponse200 | ListAgentsVersionsResponse400 | ListAgentsVersionsResponse401 | ListAgentsVersionsResponse403 | ListAgentsVersionsResponse404 | ListAgentsVersionsResponse429 | ListAgentsVersionsResponse500 | ListAgentsVersionsResponse503]
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
    ListAgentsVersionsResponse200
    | ListAgentsVersionsResponse400
    | ListAgentsVersionsResponse401
    | ListAgentsVersionsResponse403
    | ListAgentsVersionsResponse404
    | ListAgentsVersionsResponse429
    | ListAgentsVersionsResponse500
    | ListAgentsVersionsResponse503
    | None
):
    """List an agent's versions

     Every version of what the agent says and does (instructions, first message, tools, voice, model,
    analysis), newest first. An update that changes one of them makes the next version; one that changes
    only the name, role, numbers, team or other options makes none. Calls record the version they were
    placed with (`agent_version`). Versions never change.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListAgentsVersionsResponse200 | ListAgentsVersionsResponse400 | ListAgentsVersionsResponse401 | ListAgentsVersionsResponse403 | ListAgentsVersionsResponse404 | ListAgentsVersionsResponse429 | ListAgentsVersionsResponse500 | ListAgentsVersionsResponse503
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
    ListAgentsVersionsResponse200
    | ListAgentsVersionsResponse400
    | ListAgentsVersionsResponse401
    | ListAgentsVersionsResponse403
    | ListAgentsVersionsResponse404
    | ListAgentsVersionsResponse429
    | ListAgentsVersionsResponse500
    | ListAgentsVersionsResponse503
]:
    """List an agent's versions

     Every version of what the agent says and does (instructions, first message, tools, voice, model,
    analysis), newest first. An update that changes one of them makes the next version; one that changes
    only the name, role, numbers, team or other options makes none. Calls record the version they were
    placed with (`agent_version`). Versions never change.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListAgentsVersionsResponse200 | ListAgentsVersionsResponse400 | ListAgentsVersionsResponse401 | ListAgentsVersionsResponse403 | ListAgentsVersionsResponse404 | ListAgentsVersionsResponse429 | ListAgentsVersionsResponse500 | ListAgentsVersionsResponse503]
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
    ListAgentsVersionsResponse200
    | ListAgentsVersionsResponse400
    | ListAgentsVersionsResponse401
    | ListAgentsVersionsResponse403
    | ListAgentsVersionsResponse404
    | ListAgentsVersionsResponse429
    | ListAgentsVersionsResponse500
    | ListAgentsVersionsResponse503
    | None
):
    """List an agent's versions

     Every version of what the agent says and does (instructions, first message, tools, voice, model,
    analysis), newest first. An update that changes one of them makes the next version; one that changes
    only the name, role, numbers, team or other options makes none. Calls record the version they were
    placed with (`agent_version`). Versions never change.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListAgentsVersionsResponse200 | ListAgentsVersionsResponse400 | ListAgentsVersionsResponse401 | ListAgentsVersionsResponse403 | ListAgentsVersionsResponse404 | ListAgentsVersionsResponse429 | ListAgentsVersionsResponse500 | ListAgentsVersionsResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
