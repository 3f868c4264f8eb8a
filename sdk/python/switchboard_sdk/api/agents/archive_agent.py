from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.archive_agent_response_200 import ArchiveAgentResponse200
from ...models.archive_agent_response_400 import ArchiveAgentResponse400
from ...models.archive_agent_response_401 import ArchiveAgentResponse401
from ...models.archive_agent_response_403 import ArchiveAgentResponse403
from ...models.archive_agent_response_404 import ArchiveAgentResponse404
from ...models.archive_agent_response_409 import ArchiveAgentResponse409
from ...models.archive_agent_response_422 import ArchiveAgentResponse422
from ...models.archive_agent_response_429 import ArchiveAgentResponse429
from ...models.archive_agent_response_500 import ArchiveAgentResponse500
from ...models.archive_agent_response_503 import ArchiveAgentResponse503
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
        "url": "/api/v1/agents/{id}/archive".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ArchiveAgentResponse200
    | ArchiveAgentResponse400
    | ArchiveAgentResponse401
    | ArchiveAgentResponse403
    | ArchiveAgentResponse404
    | ArchiveAgentResponse409
    | ArchiveAgentResponse422
    | ArchiveAgentResponse429
    | ArchiveAgentResponse500
    | ArchiveAgentResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ArchiveAgentResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ArchiveAgentResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ArchiveAgentResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ArchiveAgentResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ArchiveAgentResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ArchiveAgentResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = ArchiveAgentResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ArchiveAgentResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ArchiveAgentResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ArchiveAgentResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ArchiveAgentResponse200
    | ArchiveAgentResponse400
    | ArchiveAgentResponse401
    | ArchiveAgentResponse403
    | ArchiveAgentResponse404
    | ArchiveAgentResponse409
    | ArchiveAgentResponse422
    | ArchiveAgentResponse429
    | ArchiveAgentResponse500
    | ArchiveAgentResponse503
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
    ArchiveAgentResponse200
    | ArchiveAgentResponse400
    | ArchiveAgentResponse401
    | ArchiveAgentResponse403
    | ArchiveAgentResponse404
    | ArchiveAgentResponse409
    | ArchiveAgentResponse422
    | ArchiveAgentResponse429
    | ArchiveAgentResponse500
    | ArchiveAgentResponse503
]:
    """Archive an agent

     The agent leaves `GET /api/v1/agents` and places no new calls (`POST /api/v1/calls` answers 409
    `agent_archived`); its calls and their history stay. Its running or scheduled campaigns are paused
    (`paused_campaign_ids`) and cannot start or resume while it is archived. Owners and admins may
    archive any agent of the account, members the agents they created or of their teams. Archiving an
    archived agent changes nothing.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ArchiveAgentResponse200 | ArchiveAgentResponse400 | ArchiveAgentResponse401 | ArchiveAgentResponse403 | ArchiveAgentResponse404 | ArchiveAgentResponse409 | ArchiveAgentResponse422 | ArchiveAgentResponse429 | ArchiveAgentResponse500 | ArchiveAgentResponse503]
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
    ArchiveAgentResponse200
    | ArchiveAgentResponse400
    | ArchiveAgentResponse401
    | ArchiveAgentResponse403
    | ArchiveAgentResponse404
    | ArchiveAgentResponse409
    | ArchiveAgentResponse422
    | ArchiveAgentResponse429
    | ArchiveAgentResponse500
    | ArchiveAgentResponse503
    | None
):
    """Archive an agent

     The agent leaves `GET /api/v1/agents` and places no new calls (`POST /api/v1/calls` answers 409
    `agent_archived`); its calls and their history stay. Its running or scheduled campaigns are paused
    (`paused_campaign_ids`) and cannot start or resume while it is archived. Owners and admins may
    archive any agent of the account, members the agents they created or of their teams. Archiving an
    archived agent changes nothing.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ArchiveAgentResponse200 | ArchiveAgentResponse400 | ArchiveAgentResponse401 | ArchiveAgentResponse403 | ArchiveAgentResponse404 | ArchiveAgentResponse409 | ArchiveAgentResponse422 | ArchiveAgentResponse429 | ArchiveAgentResponse500 | ArchiveAgentResponse503
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
    ArchiveAgentResponse200
    | ArchiveAgentResponse400
    | ArchiveAgentResponse401
    | ArchiveAgentResponse403
    | ArchiveAgentResponse404
    | ArchiveAgentResponse409
    | ArchiveAgentResponse422
    | ArchiveAgentResponse429
    | ArchiveAgentResponse500
    | ArchiveAgentResponse503
]:
    """Archive an agent

     The agent leaves `GET /api/v1/agents` and places no new calls (`POST /api/v1/calls` answers 409
    `agent_archived`); its calls and their history stay. Its running or scheduled campaigns are paused
    (`paused_campaign_ids`) and cannot start or resume while it is archived. Owners and admins may
    archive any agent of the account, members the agents they created or of their teams. Archiving an
    archived agent changes nothing.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ArchiveAgentResponse200 | ArchiveAgentResponse400 | ArchiveAgentResponse401 | ArchiveAgentResponse403 | ArchiveAgentResponse404 | ArchiveAgentResponse409 | ArchiveAgentResponse422 | ArchiveAgentResponse429 | ArchiveAgentResponse500 | ArchiveAgentResponse503]
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
    ArchiveAgentResponse200
    | ArchiveAgentResponse400
    | ArchiveAgentResponse401
    | ArchiveAgentResponse403
    | ArchiveAgentResponse404
    | ArchiveAgentResponse409
    | ArchiveAgentResponse422
    | ArchiveAgentResponse429
    | ArchiveAgentResponse500
    | ArchiveAgentResponse503
    | None
):
    """Archive an agent

     The agent leaves `GET /api/v1/agents` and places no new calls (`POST /api/v1/calls` answers 409
    `agent_archived`); its calls and their history stay. Its running or scheduled campaigns are paused
    (`paused_campaign_ids`) and cannot start or resume while it is archived. Owners and admins may
    archive any agent of the account, members the agents they created or of their teams. Archiving an
    archived agent changes nothing.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ArchiveAgentResponse200 | ArchiveAgentResponse400 | ArchiveAgentResponse401 | ArchiveAgentResponse403 | ArchiveAgentResponse404 | ArchiveAgentResponse409 | ArchiveAgentResponse422 | ArchiveAgentResponse429 | ArchiveAgentResponse500 | ArchiveAgentResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
