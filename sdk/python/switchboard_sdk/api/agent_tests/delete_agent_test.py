from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.delete_agent_test_response_200 import DeleteAgentTestResponse200
from ...models.delete_agent_test_response_400 import DeleteAgentTestResponse400
from ...models.delete_agent_test_response_401 import DeleteAgentTestResponse401
from ...models.delete_agent_test_response_403 import DeleteAgentTestResponse403
from ...models.delete_agent_test_response_404 import DeleteAgentTestResponse404
from ...models.delete_agent_test_response_409 import DeleteAgentTestResponse409
from ...models.delete_agent_test_response_422 import DeleteAgentTestResponse422
from ...models.delete_agent_test_response_429 import DeleteAgentTestResponse429
from ...models.delete_agent_test_response_500 import DeleteAgentTestResponse500
from ...models.delete_agent_test_response_503 import DeleteAgentTestResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    test_id: int,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/agents/{id}/tests/{test_id}".format(
            id=quote(str(id), safe=""),
            test_id=quote(str(test_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DeleteAgentTestResponse200
    | DeleteAgentTestResponse400
    | DeleteAgentTestResponse401
    | DeleteAgentTestResponse403
    | DeleteAgentTestResponse404
    | DeleteAgentTestResponse409
    | DeleteAgentTestResponse422
    | DeleteAgentTestResponse429
    | DeleteAgentTestResponse500
    | DeleteAgentTestResponse503
    | None
):
    if response.status_code == 200:
        response_200 = DeleteAgentTestResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = DeleteAgentTestResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DeleteAgentTestResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteAgentTestResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteAgentTestResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = DeleteAgentTestResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = DeleteAgentTestResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = DeleteAgentTestResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = DeleteAgentTestResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = DeleteAgentTestResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    DeleteAgentTestResponse200
    | DeleteAgentTestResponse400
    | DeleteAgentTestResponse401
    | DeleteAgentTestResponse403
    | DeleteAgentTestResponse404
    | DeleteAgentTestResponse409
    | DeleteAgentTestResponse422
    | DeleteAgentTestResponse429
    | DeleteAgentTestResponse500
    | DeleteAgentTestResponse503
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
    idempotency_key: str | Unset = UNSET,
) -> Response[
    DeleteAgentTestResponse200
    | DeleteAgentTestResponse400
    | DeleteAgentTestResponse401
    | DeleteAgentTestResponse403
    | DeleteAgentTestResponse404
    | DeleteAgentTestResponse409
    | DeleteAgentTestResponse422
    | DeleteAgentTestResponse429
    | DeleteAgentTestResponse500
    | DeleteAgentTestResponse503
]:
    """Delete an agent test

     Removes the test; runs already made keep its result.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        test_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteAgentTestResponse200 | DeleteAgentTestResponse400 | DeleteAgentTestResponse401 | DeleteAgentTestResponse403 | DeleteAgentTestResponse404 | DeleteAgentTestResponse409 | DeleteAgentTestResponse422 | DeleteAgentTestResponse429 | DeleteAgentTestResponse500 | DeleteAgentTestResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        test_id=test_id,
        idempotency_key=idempotency_key,
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
    idempotency_key: str | Unset = UNSET,
) -> (
    DeleteAgentTestResponse200
    | DeleteAgentTestResponse400
    | DeleteAgentTestResponse401
    | DeleteAgentTestResponse403
    | DeleteAgentTestResponse404
    | DeleteAgentTestResponse409
    | DeleteAgentTestResponse422
    | DeleteAgentTestResponse429
    | DeleteAgentTestResponse500
    | DeleteAgentTestResponse503
    | None
):
    """Delete an agent test

     Removes the test; runs already made keep its result.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        test_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteAgentTestResponse200 | DeleteAgentTestResponse400 | DeleteAgentTestResponse401 | DeleteAgentTestResponse403 | DeleteAgentTestResponse404 | DeleteAgentTestResponse409 | DeleteAgentTestResponse422 | DeleteAgentTestResponse429 | DeleteAgentTestResponse500 | DeleteAgentTestResponse503
    """

    return sync_detailed(
        id=id,
        test_id=test_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    id: int,
    test_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    DeleteAgentTestResponse200
    | DeleteAgentTestResponse400
    | DeleteAgentTestResponse401
    | DeleteAgentTestResponse403
    | DeleteAgentTestResponse404
    | DeleteAgentTestResponse409
    | DeleteAgentTestResponse422
    | DeleteAgentTestResponse429
    | DeleteAgentTestResponse500
    | DeleteAgentTestResponse503
]:
    """Delete an agent test

     Removes the test; runs already made keep its result.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        test_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteAgentTestResponse200 | DeleteAgentTestResponse400 | DeleteAgentTestResponse401 | DeleteAgentTestResponse403 | DeleteAgentTestResponse404 | DeleteAgentTestResponse409 | DeleteAgentTestResponse422 | DeleteAgentTestResponse429 | DeleteAgentTestResponse500 | DeleteAgentTestResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        test_id=test_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    test_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    DeleteAgentTestResponse200
    | DeleteAgentTestResponse400
    | DeleteAgentTestResponse401
    | DeleteAgentTestResponse403
    | DeleteAgentTestResponse404
    | DeleteAgentTestResponse409
    | DeleteAgentTestResponse422
    | DeleteAgentTestResponse429
    | DeleteAgentTestResponse500
    | DeleteAgentTestResponse503
    | None
):
    """Delete an agent test

     Removes the test; runs already made keep its result.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        test_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteAgentTestResponse200 | DeleteAgentTestResponse400 | DeleteAgentTestResponse401 | DeleteAgentTestResponse403 | DeleteAgentTestResponse404 | DeleteAgentTestResponse409 | DeleteAgentTestResponse422 | DeleteAgentTestResponse429 | DeleteAgentTestResponse500 | DeleteAgentTestResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            test_id=test_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
