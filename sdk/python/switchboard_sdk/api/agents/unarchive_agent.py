from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.unarchive_agent_response_200 import UnarchiveAgentResponse200
from ...models.unarchive_agent_response_400 import UnarchiveAgentResponse400
from ...models.unarchive_agent_response_401 import UnarchiveAgentResponse401
from ...models.unarchive_agent_response_403 import UnarchiveAgentResponse403
from ...models.unarchive_agent_response_404 import UnarchiveAgentResponse404
from ...models.unarchive_agent_response_409 import UnarchiveAgentResponse409
from ...models.unarchive_agent_response_422 import UnarchiveAgentResponse422
from ...models.unarchive_agent_response_429 import UnarchiveAgentResponse429
from ...models.unarchive_agent_response_500 import UnarchiveAgentResponse500
from ...models.unarchive_agent_response_503 import UnarchiveAgentResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/agents/{id}/unarchive".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    UnarchiveAgentResponse200
    | UnarchiveAgentResponse400
    | UnarchiveAgentResponse401
    | UnarchiveAgentResponse403
    | UnarchiveAgentResponse404
    | UnarchiveAgentResponse409
    | UnarchiveAgentResponse422
    | UnarchiveAgentResponse429
    | UnarchiveAgentResponse500
    | UnarchiveAgentResponse503
    | None
):
    if response.status_code == 200:
        response_200 = UnarchiveAgentResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = UnarchiveAgentResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UnarchiveAgentResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UnarchiveAgentResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UnarchiveAgentResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = UnarchiveAgentResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = UnarchiveAgentResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = UnarchiveAgentResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = UnarchiveAgentResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = UnarchiveAgentResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    UnarchiveAgentResponse200
    | UnarchiveAgentResponse400
    | UnarchiveAgentResponse401
    | UnarchiveAgentResponse403
    | UnarchiveAgentResponse404
    | UnarchiveAgentResponse409
    | UnarchiveAgentResponse422
    | UnarchiveAgentResponse429
    | UnarchiveAgentResponse500
    | UnarchiveAgentResponse503
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
    idempotency_key: str | Unset = UNSET,
) -> Response[
    UnarchiveAgentResponse200
    | UnarchiveAgentResponse400
    | UnarchiveAgentResponse401
    | UnarchiveAgentResponse403
    | UnarchiveAgentResponse404
    | UnarchiveAgentResponse409
    | UnarchiveAgentResponse422
    | UnarchiveAgentResponse429
    | UnarchiveAgentResponse500
    | UnarchiveAgentResponse503
]:
    """Unarchive an agent

     The agent is listed again and can place calls. Campaigns paused by archiving stay paused until
    resumed. Unarchiving an active agent changes nothing. Archived agents do not count against
    MAX_AGENTS_PER_ACCOUNT, so an account at its cap gets 409 agent_limit_reached.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UnarchiveAgentResponse200 | UnarchiveAgentResponse400 | UnarchiveAgentResponse401 | UnarchiveAgentResponse403 | UnarchiveAgentResponse404 | UnarchiveAgentResponse409 | UnarchiveAgentResponse422 | UnarchiveAgentResponse429 | UnarchiveAgentResponse500 | UnarchiveAgentResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    UnarchiveAgentResponse200
    | UnarchiveAgentResponse400
    | UnarchiveAgentResponse401
    | UnarchiveAgentResponse403
    | UnarchiveAgentResponse404
    | UnarchiveAgentResponse409
    | UnarchiveAgentResponse422
    | UnarchiveAgentResponse429
    | UnarchiveAgentResponse500
    | UnarchiveAgentResponse503
    | None
):
    """Unarchive an agent

     The agent is listed again and can place calls. Campaigns paused by archiving stay paused until
    resumed. Unarchiving an active agent changes nothing. Archived agents do not count against
    MAX_AGENTS_PER_ACCOUNT, so an account at its cap gets 409 agent_limit_reached.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UnarchiveAgentResponse200 | UnarchiveAgentResponse400 | UnarchiveAgentResponse401 | UnarchiveAgentResponse403 | UnarchiveAgentResponse404 | UnarchiveAgentResponse409 | UnarchiveAgentResponse422 | UnarchiveAgentResponse429 | UnarchiveAgentResponse500 | UnarchiveAgentResponse503
    """

    return sync_detailed(
        id=id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    UnarchiveAgentResponse200
    | UnarchiveAgentResponse400
    | UnarchiveAgentResponse401
    | UnarchiveAgentResponse403
    | UnarchiveAgentResponse404
    | UnarchiveAgentResponse409
    | UnarchiveAgentResponse422
    | UnarchiveAgentResponse429
    | UnarchiveAgentResponse500
    | UnarchiveAgentResponse503
]:
    """Unarchive an agent

     The agent is listed again and can place calls. Campaigns paused by archiving stay paused until
    resumed. Unarchiving an active agent changes nothing. Archived agents do not count against
    MAX_AGENTS_PER_ACCOUNT, so an account at its cap gets 409 agent_limit_reached.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UnarchiveAgentResponse200 | UnarchiveAgentResponse400 | UnarchiveAgentResponse401 | UnarchiveAgentResponse403 | UnarchiveAgentResponse404 | UnarchiveAgentResponse409 | UnarchiveAgentResponse422 | UnarchiveAgentResponse429 | UnarchiveAgentResponse500 | UnarchiveAgentResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    UnarchiveAgentResponse200
    | UnarchiveAgentResponse400
    | UnarchiveAgentResponse401
    | UnarchiveAgentResponse403
    | UnarchiveAgentResponse404
    | UnarchiveAgentResponse409
    | UnarchiveAgentResponse422
    | UnarchiveAgentResponse429
    | UnarchiveAgentResponse500
    | UnarchiveAgentResponse503
    | None
):
    """Unarchive an agent

     The agent is listed again and can place calls. Campaigns paused by archiving stay paused until
    resumed. Unarchiving an active agent changes nothing. Archived agents do not count against
    MAX_AGENTS_PER_ACCOUNT, so an account at its cap gets 409 agent_limit_reached.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UnarchiveAgentResponse200 | UnarchiveAgentResponse400 | UnarchiveAgentResponse401 | UnarchiveAgentResponse403 | UnarchiveAgentResponse404 | UnarchiveAgentResponse409 | UnarchiveAgentResponse422 | UnarchiveAgentResponse429 | UnarchiveAgentResponse500 | UnarchiveAgentResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
