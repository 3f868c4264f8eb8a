from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_agents_tests_response_200 import ListAgentsTestsResponse200
from ...models.list_agents_tests_response_400 import ListAgentsTestsResponse400
from ...models.list_agents_tests_response_401 import ListAgentsTestsResponse401
from ...models.list_agents_tests_response_403 import ListAgentsTestsResponse403
from ...models.list_agents_tests_response_404 import ListAgentsTestsResponse404
from ...models.list_agents_tests_response_429 import ListAgentsTestsResponse429
from ...models.list_agents_tests_response_500 import ListAgentsTestsResponse500
from ...models.list_agents_tests_response_503 import ListAgentsTestsResponse503
from ...types import Response


def _get_kwargs(
    id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/agents/{id}/tests".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListAgentsTestsResponse200
    | ListAgentsTestsResponse400
    | ListAgentsTestsResponse401
    | ListAgentsTestsResponse403
    | ListAgentsTestsResponse404
    | ListAgentsTestsResponse429
    | ListAgentsTestsResponse500
    | ListAgentsTestsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListAgentsTestsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListAgentsTestsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListAgentsTestsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListAgentsTestsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ListAgentsTestsResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = ListAgentsTestsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListAgentsTestsResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListAgentsTestsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListAgentsTestsResponse200
    | ListAgentsTestsResponse400
    | ListAgentsTestsResponse401
    | ListAgentsTestsResponse403
    | ListAgentsTestsResponse404
    | ListAgentsTestsResponse429
    | ListAgentsTestsResponse500
    | ListAgentsTestsResponse503
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
    ListAgentsTestsResponse200
    | ListAgentsTestsResponse400
    | ListAgentsTestsResponse401
    | ListAgentsTestsResponse403
    | ListAgentsTestsResponse404
    | ListAgentsTestsResponse429
    | ListAgentsTestsResponse500
    | ListAgentsTestsResponse503
]:
    """List an agent's tests

     The agent's conversation tests, oldest first. Another account's agent answers 404 not_found.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListAgentsTestsResponse200 | ListAgentsTestsResponse400 | ListAgentsTestsResponse401 | ListAgentsTestsResponse403 | ListAgentsTestsResponse404 | ListAgentsTestsResponse429 | ListAgentsTestsResponse500 | ListAgentsTestsResponse503]
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
    ListAgentsTestsResponse200
    | ListAgentsTestsResponse400
    | ListAgentsTestsResponse401
    | ListAgentsTestsResponse403
    | ListAgentsTestsResponse404
    | ListAgentsTestsResponse429
    | ListAgentsTestsResponse500
    | ListAgentsTestsResponse503
    | None
):
    """List an agent's tests

     The agent's conversation tests, oldest first. Another account's agent answers 404 not_found.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListAgentsTestsResponse200 | ListAgentsTestsResponse400 | ListAgentsTestsResponse401 | ListAgentsTestsResponse403 | ListAgentsTestsResponse404 | ListAgentsTestsResponse429 | ListAgentsTestsResponse500 | ListAgentsTestsResponse503
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
    ListAgentsTestsResponse200
    | ListAgentsTestsResponse400
    | ListAgentsTestsResponse401
    | ListAgentsTestsResponse403
    | ListAgentsTestsResponse404
    | ListAgentsTestsResponse429
    | ListAgentsTestsResponse500
    | ListAgentsTestsResponse503
]:
    """List an agent's tests

     The agent's conversation tests, oldest first. Another account's agent answers 404 not_found.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListAgentsTestsResponse200 | ListAgentsTestsResponse400 | ListAgentsTestsResponse401 | ListAgentsTestsResponse403 | ListAgentsTestsResponse404 | ListAgentsTestsResponse429 | ListAgentsTestsResponse500 | ListAgentsTestsResponse503]
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
    ListAgentsTestsResponse200
    | ListAgentsTestsResponse400
    | ListAgentsTestsResponse401
    | ListAgentsTestsResponse403
    | ListAgentsTestsResponse404
    | ListAgentsTestsResponse429
    | ListAgentsTestsResponse500
    | ListAgentsTestsResponse503
    | None
):
    """List an agent's tests

     The agent's conversation tests, oldest first. Another account's agent answers 404 not_found.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListAgentsTestsResponse200 | ListAgentsTestsResponse400 | ListAgentsTestsResponse401 | ListAgentsTestsResponse403 | ListAgentsTestsResponse404 | ListAgentsTestsResponse429 | ListAgentsTestsResponse500 | ListAgentsTestsResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
