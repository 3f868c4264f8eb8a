from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.restore_version_of_agent_response_200 import RestoreVersionOfAgentResponse200
from ...models.restore_version_of_agent_response_400 import RestoreVersionOfAgentResponse400
from ...models.restore_version_of_agent_response_401 import RestoreVersionOfAgentResponse401
from ...models.restore_version_of_agent_response_403 import RestoreVersionOfAgentResponse403
from ...models.restore_version_of_agent_response_404 import RestoreVersionOfAgentResponse404
from ...models.restore_version_of_agent_response_409 import RestoreVersionOfAgentResponse409
from ...models.restore_version_of_agent_response_422 import RestoreVersionOfAgentResponse422
from ...models.restore_version_of_agent_response_429 import RestoreVersionOfAgentResponse429
from ...models.restore_version_of_agent_response_500 import RestoreVersionOfAgentResponse500
from ...models.restore_version_of_agent_response_502 import RestoreVersionOfAgentResponse502
from ...models.restore_version_of_agent_response_503 import RestoreVersionOfAgentResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    n: int,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/agents/{id}/versions/{n}/restore".format(
            id=quote(str(id), safe=""),
            n=quote(str(n), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    RestoreVersionOfAgentResponse200
    | RestoreVersionOfAgentResponse400
    | RestoreVersionOfAgentResponse401
    | RestoreVersionOfAgentResponse403
    | RestoreVersionOfAgentResponse404
    | RestoreVersionOfAgentResponse409
    | RestoreVersionOfAgentResponse422
    | RestoreVersionOfAgentResponse429
    | RestoreVersionOfAgentResponse500
    | RestoreVersionOfAgentResponse502
    | RestoreVersionOfAgentResponse503
    | None
):
    if response.status_code == 200:
        response_200 = RestoreVersionOfAgentResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = RestoreVersionOfAgentResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = RestoreVersionOfAgentResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RestoreVersionOfAgentResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = RestoreVersionOfAgentResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = RestoreVersionOfAgentResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = RestoreVersionOfAgentResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = RestoreVersionOfAgentResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = RestoreVersionOfAgentResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 502:
        response_502 = RestoreVersionOfAgentResponse502.from_dict(response.json())

        return response_502

    if response.status_code == 503:
        response_503 = RestoreVersionOfAgentResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    RestoreVersionOfAgentResponse200
    | RestoreVersionOfAgentResponse400
    | RestoreVersionOfAgentResponse401
    | RestoreVersionOfAgentResponse403
    | RestoreVersionOfAgentResponse404
    | RestoreVersionOfAgentResponse409
    | RestoreVersionOfAgentResponse422
    | RestoreVersionOfAgentResponse429
    | RestoreVersionOfAgentResponse500
    | RestoreVersionOfAgentResponse502
    | RestoreVersionOfAgentResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: int,
    n: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RestoreVersionOfAgentResponse200
    | RestoreVersionOfAgentResponse400
    | RestoreVersionOfAgentResponse401
    | RestoreVersionOfAgentResponse403
    | RestoreVersionOfAgentResponse404
    | RestoreVersionOfAgentResponse409
    | RestoreVersionOfAgentResponse422
    | RestoreVersionOfAgentResponse429
    | RestoreVersionOfAgentResponse500
    | RestoreVersionOfAgentResponse502
    | RestoreVersionOfAgentResponse503
]:
    """Restore a version of an agent

     The agent says and does again what version `n` held: a new version (its `restored_from` is n) is
    made, the history stays as it was. It is an update like PATCH: the same keys may do it, and with
    Vapi or Retell the provider is told first (502 `provider_unavailable` and nothing changes if it
    refuses). Restoring what the agent already holds changes nothing. An unknown version is 404
    `not_found`.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        n (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RestoreVersionOfAgentResponse200 | RestoreVersionOfAgentResponse400 | RestoreVersionOfAgentResponse401 | RestoreVersionOfAgentResponse403 | RestoreVersionOfAgentResponse404 | RestoreVersionOfAgentResponse409 | RestoreVersionOfAgentResponse422 | RestoreVersionOfAgentResponse429 | RestoreVersionOfAgentResponse500 | RestoreVersionOfAgentResponse502 | RestoreVersionOfAgentResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        n=n,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    n: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    RestoreVersionOfAgentResponse200
    | RestoreVersionOfAgentResponse400
    | RestoreVersionOfAgentResponse401
    | RestoreVersionOfAgentResponse403
    | RestoreVersionOfAgentResponse404
    | RestoreVersionOfAgentResponse409
    | RestoreVersionOfAgentResponse422
    | RestoreVersionOfAgentResponse429
    | RestoreVersionOfAgentResponse500
    | RestoreVersionOfAgentResponse502
    | RestoreVersionOfAgentResponse503
    | None
):
    """Restore a version of an agent

     The agent says and does again what version `n` held: a new version (its `restored_from` is n) is
    made, the history stays as it was. It is an update like PATCH: the same keys may do it, and with
    Vapi or Retell the provider is told first (502 `provider_unavailable` and nothing changes if it
    refuses). Restoring what the agent already holds changes nothing. An unknown version is 404
    `not_found`.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        n (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RestoreVersionOfAgentResponse200 | RestoreVersionOfAgentResponse400 | RestoreVersionOfAgentResponse401 | RestoreVersionOfAgentResponse403 | RestoreVersionOfAgentResponse404 | RestoreVersionOfAgentResponse409 | RestoreVersionOfAgentResponse422 | RestoreVersionOfAgentResponse429 | RestoreVersionOfAgentResponse500 | RestoreVersionOfAgentResponse502 | RestoreVersionOfAgentResponse503
    """

    return sync_detailed(
        id=id,
        n=n,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    id: int,
    n: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RestoreVersionOfAgentResponse200
    | RestoreVersionOfAgentResponse400
    | RestoreVersionOfAgentResponse401
    | RestoreVersionOfAgentResponse403
    | RestoreVersionOfAgentResponse404
    | RestoreVersionOfAgentResponse409
    | RestoreVersionOfAgentResponse422
    | RestoreVersionOfAgentResponse429
    | RestoreVersionOfAgentResponse500
    | RestoreVersionOfAgentResponse502
    | RestoreVersionOfAgentResponse503
]:
    """Restore a version of an agent

     The agent says and does again what version `n` held: a new version (its `restored_from` is n) is
    made, the history stays as it was. It is an update like PATCH: the same keys may do it, and with
    Vapi or Retell the provider is told first (502 `provider_unavailable` and nothing changes if it
    refuses). Restoring what the agent already holds changes nothing. An unknown version is 404
    `not_found`.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        n (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RestoreVersionOfAgentResponse200 | RestoreVersionOfAgentResponse400 | RestoreVersionOfAgentResponse401 | RestoreVersionOfAgentResponse403 | RestoreVersionOfAgentResponse404 | RestoreVersionOfAgentResponse409 | RestoreVersionOfAgentResponse422 | RestoreVersionOfAgentResponse429 | RestoreVersionOfAgentResponse500 | RestoreVersionOfAgentResponse502 | RestoreVersionOfAgentResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        n=n,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    n: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    RestoreVersionOfAgentResponse200
    | RestoreVersionOfAgentResponse400
    | RestoreVersionOfAgentResponse401
    | RestoreVersionOfAgentResponse403
    | RestoreVersionOfAgentResponse404
    | RestoreVersionOfAgentResponse409
    | RestoreVersionOfAgentResponse422
    | RestoreVersionOfAgentResponse429
    | RestoreVersionOfAgentResponse500
    | RestoreVersionOfAgentResponse502
    | RestoreVersionOfAgentResponse503
    | None
):
    """Restore a version of an agent

     The agent says and does again what version `n` held: a new version (its `restored_from` is n) is
    made, the history stays as it was. It is an update like PATCH: the same keys may do it, and with
    Vapi or Retell the provider is told first (502 `provider_unavailable` and nothing changes if it
    refuses). Restoring what the agent already holds changes nothing. An unknown version is 404
    `not_found`.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        n (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RestoreVersionOfAgentResponse200 | RestoreVersionOfAgentResponse400 | RestoreVersionOfAgentResponse401 | RestoreVersionOfAgentResponse403 | RestoreVersionOfAgentResponse404 | RestoreVersionOfAgentResponse409 | RestoreVersionOfAgentResponse422 | RestoreVersionOfAgentResponse429 | RestoreVersionOfAgentResponse500 | RestoreVersionOfAgentResponse502 | RestoreVersionOfAgentResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            n=n,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
