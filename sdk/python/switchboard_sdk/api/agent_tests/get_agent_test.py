from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_agent_test_response_200 import GetAgentTestResponse200
from ...models.get_agent_test_response_400 import GetAgentTestResponse400
from ...models.get_agent_test_response_401 import GetAgentTestResponse401
from ...models.get_agent_test_response_403 import GetAgentTestResponse403
from ...models.get_agent_test_response_404 import GetAgentTestResponse404
from ...models.get_agent_test_response_429 import GetAgentTestResponse429
from ...models.get_agent_test_response_500 import GetAgentTestResponse500
from ...models.get_agent_test_response_503 import GetAgentTestResponse503
from ...types import Response


def _get_kwargs(
    id: int,
    test_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/agents/{id}/tests/{test_id}".format(
            id=quote(str(id), safe=""),
            test_id=quote(str(test_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetAgentTestResponse200
    | GetAgentTestResponse400
    | GetAgentTestResponse401
    | GetAgentTestResponse403
    | GetAgentTestResponse404
    | GetAgentTestResponse429
    | GetAgentTestResponse500
    | GetAgentTestResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetAgentTestResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetAgentTestResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetAgentTestResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetAgentTestResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetAgentTestResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = GetAgentTestResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = GetAgentTestResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = GetAgentTestResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetAgentTestResponse200
    | GetAgentTestResponse400
    | GetAgentTestResponse401
    | GetAgentTestResponse403
    | GetAgentTestResponse404
    | GetAgentTestResponse429
    | GetAgentTestResponse500
    | GetAgentTestResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: int,
    test_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    GetAgentTestResponse200
    | GetAgentTestResponse400
    | GetAgentTestResponse401
    | GetAgentTestResponse403
    | GetAgentTestResponse404
    | GetAgentTestResponse429
    | GetAgentTestResponse500
    | GetAgentTestResponse503
]:
    """Get an agent test

     One of the agent's tests.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):
        test_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetAgentTestResponse200 | GetAgentTestResponse400 | GetAgentTestResponse401 | GetAgentTestResponse403 | GetAgentTestResponse404 | GetAgentTestResponse429 | GetAgentTestResponse500 | GetAgentTestResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        test_id=test_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    test_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> (
    GetAgentTestResponse200
    | GetAgentTestResponse400
    | GetAgentTestResponse401
    | GetAgentTestResponse403
    | GetAgentTestResponse404
    | GetAgentTestResponse429
    | GetAgentTestResponse500
    | GetAgentTestResponse503
    | None
):
    """Get an agent test

     One of the agent's tests.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):
        test_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetAgentTestResponse200 | GetAgentTestResponse400 | GetAgentTestResponse401 | GetAgentTestResponse403 | GetAgentTestResponse404 | GetAgentTestResponse429 | GetAgentTestResponse500 | GetAgentTestResponse503
    """

    return sync_detailed(
        id=id,
        test_id=test_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: int,
    test_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    GetAgentTestResponse200
    | GetAgentTestResponse400
    | GetAgentTestResponse401
    | GetAgentTestResponse403
    | GetAgentTestResponse404
    | GetAgentTestResponse429
    | GetAgentTestResponse500
    | GetAgentTestResponse503
]:
    """Get an agent test

     One of the agent's tests.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):
        test_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetAgentTestResponse200 | GetAgentTestResponse400 | GetAgentTestResponse401 | GetAgentTestResponse403 | GetAgentTestResponse404 | GetAgentTestResponse429 | GetAgentTestResponse500 | GetAgentTestResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        test_id=test_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    test_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> (
    GetAgentTestResponse200
    | GetAgentTestResponse400
    | GetAgentTestResponse401
    | GetAgentTestResponse403
    | GetAgentTestResponse404
    | GetAgentTestResponse429
    | GetAgentTestResponse500
    | GetAgentTestResponse503
    | None
):
    """Get an agent test

     One of the agent's tests.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):
        test_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetAgentTestResponse200 | GetAgentTestResponse400 | GetAgentTestResponse401 | GetAgentTestResponse403 | GetAgentTestResponse404 | GetAgentTestResponse429 | GetAgentTestResponse500 | GetAgentTestResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            test_id=test_id,
            client=client,
        )
    ).parsed
