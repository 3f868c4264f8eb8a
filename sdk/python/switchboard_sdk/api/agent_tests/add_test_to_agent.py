from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.add_test_to_agent_body import AddTestToAgentBody
from ...models.add_test_to_agent_response_201 import AddTestToAgentResponse201
from ...models.add_test_to_agent_response_400 import AddTestToAgentResponse400
from ...models.add_test_to_agent_response_401 import AddTestToAgentResponse401
from ...models.add_test_to_agent_response_403 import AddTestToAgentResponse403
from ...models.add_test_to_agent_response_404 import AddTestToAgentResponse404
from ...models.add_test_to_agent_response_409 import AddTestToAgentResponse409
from ...models.add_test_to_agent_response_413 import AddTestToAgentResponse413
from ...models.add_test_to_agent_response_422 import AddTestToAgentResponse422
from ...models.add_test_to_agent_response_429 import AddTestToAgentResponse429
from ...models.add_test_to_agent_response_500 import AddTestToAgentResponse500
from ...models.add_test_to_agent_response_503 import AddTestToAgentResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    body: AddTestToAgentBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/agents/{id}/tests".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    AddTestToAgentResponse201
    | AddTestToAgentResponse400
    | AddTestToAgentResponse401
    | AddTestToAgentResponse403
    | AddTestToAgentResponse404
    | AddTestToAgentResponse409
    | AddTestToAgentResponse413
    | AddTestToAgentResponse422
    | AddTestToAgentResponse429
    | AddTestToAgentResponse500
    | AddTestToAgentResponse503
    | None
):
    if response.status_code == 201:
        response_201 = AddTestToAgentResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = AddTestToAgentResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = AddTestToAgentResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = AddTestToAgentResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = AddTestToAgentResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = AddTestToAgentResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = AddTestToAgentResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = AddTestToAgentResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = AddTestToAgentResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = AddTestToAgentResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = AddTestToAgentResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    AddTestToAgentResponse201
    | AddTestToAgentResponse400
    | AddTestToAgentResponse401
    | AddTestToAgentResponse403
    | AddTestToAgentResponse404
    | AddTestToAgentResponse409
    | AddTestToAgentResponse413
    | AddTestToAgentResponse422
    | AddTestToAgentResponse429
    | AddTestToAgentResponse500
    | AddTestToAgentResponse503
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
    body: AddTestToAgentBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    AddTestToAgentResponse201
    | AddTestToAgentResponse400
    | AddTestToAgentResponse401
    | AddTestToAgentResponse403
    | AddTestToAgentResponse404
    | AddTestToAgentResponse409
    | AddTestToAgentResponse413
    | AddTestToAgentResponse422
    | AddTestToAgentResponse429
    | AddTestToAgentResponse500
    | AddTestToAgentResponse503
]:
    """Add a test to an agent

     A conversation test: the caller (fixed `lines`, or a `persona` with a `goal` and `max_turns` played
    by a model), an optional test contact, and what to expect of what the conversation does (booked,
    opted_out, transferred, variables) and says (said, not_said, max_turns). Run it with POST
    /api/v1/agents/{id}/tests/run.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (AddTestToAgentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AddTestToAgentResponse201 | AddTestToAgentResponse400 | AddTestToAgentResponse401 | AddTestToAgentResponse403 | AddTestToAgentResponse404 | AddTestToAgentResponse409 | AddTestToAgentResponse413 | AddTestToAgentResponse422 | AddTestToAgentResponse429 | AddTestToAgentResponse500 | AddTestToAgentResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
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
    body: AddTestToAgentBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    AddTestToAgentResponse201
    | AddTestToAgentResponse400
    | AddTestToAgentResponse401
    | AddTestToAgentResponse403
    | AddTestToAgentResponse404
    | AddTestToAgentResponse409
    | AddTestToAgentResponse413
    | AddTestToAgentResponse422
    | AddTestToAgentResponse429
    | AddTestToAgentResponse500
    | AddTestToAgentResponse503
    | None
):
    """Add a test to an agent

     A conversation test: the caller (fixed `lines`, or a `persona` with a `goal` and `max_turns` played
    by a model), an optional test contact, and what to expect of what the conversation does (booked,
    opted_out, transferred, variables) and says (said, not_said, max_turns). Run it with POST
    /api/v1/agents/{id}/tests/run.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (AddTestToAgentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AddTestToAgentResponse201 | AddTestToAgentResponse400 | AddTestToAgentResponse401 | AddTestToAgentResponse403 | AddTestToAgentResponse404 | AddTestToAgentResponse409 | AddTestToAgentResponse413 | AddTestToAgentResponse422 | AddTestToAgentResponse429 | AddTestToAgentResponse500 | AddTestToAgentResponse503
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    body: AddTestToAgentBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    AddTestToAgentResponse201
    | AddTestToAgentResponse400
    | AddTestToAgentResponse401
    | AddTestToAgentResponse403
    | AddTestToAgentResponse404
    | AddTestToAgentResponse409
    | AddTestToAgentResponse413
    | AddTestToAgentResponse422
    | AddTestToAgentResponse429
    | AddTestToAgentResponse500
    | AddTestToAgentResponse503
]:
    """Add a test to an agent

     A conversation test: the caller (fixed `lines`, or a `persona` with a `goal` and `max_turns` played
    by a model), an optional test contact, and what to expect of what the conversation does (booked,
    opted_out, transferred, variables) and says (said, not_said, max_turns). Run it with POST
    /api/v1/agents/{id}/tests/run.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (AddTestToAgentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AddTestToAgentResponse201 | AddTestToAgentResponse400 | AddTestToAgentResponse401 | AddTestToAgentResponse403 | AddTestToAgentResponse404 | AddTestToAgentResponse409 | AddTestToAgentResponse413 | AddTestToAgentResponse422 | AddTestToAgentResponse429 | AddTestToAgentResponse500 | AddTestToAgentResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    body: AddTestToAgentBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    AddTestToAgentResponse201
    | AddTestToAgentResponse400
    | AddTestToAgentResponse401
    | AddTestToAgentResponse403
    | AddTestToAgentResponse404
    | AddTestToAgentResponse409
    | AddTestToAgentResponse413
    | AddTestToAgentResponse422
    | AddTestToAgentResponse429
    | AddTestToAgentResponse500
    | AddTestToAgentResponse503
    | None
):
    """Add a test to an agent

     A conversation test: the caller (fixed `lines`, or a `persona` with a `goal` and `max_turns` played
    by a model), an optional test contact, and what to expect of what the conversation does (booked,
    opted_out, transferred, variables) and says (said, not_said, max_turns). Run it with POST
    /api/v1/agents/{id}/tests/run.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (AddTestToAgentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AddTestToAgentResponse201 | AddTestToAgentResponse400 | AddTestToAgentResponse401 | AddTestToAgentResponse403 | AddTestToAgentResponse404 | AddTestToAgentResponse409 | AddTestToAgentResponse413 | AddTestToAgentResponse422 | AddTestToAgentResponse429 | AddTestToAgentResponse500 | AddTestToAgentResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
