from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.update_agent_test_body import UpdateAgentTestBody
from ...models.update_agent_test_response_200 import UpdateAgentTestResponse200
from ...models.update_agent_test_response_400 import UpdateAgentTestResponse400
from ...models.update_agent_test_response_401 import UpdateAgentTestResponse401
from ...models.update_agent_test_response_403 import UpdateAgentTestResponse403
from ...models.update_agent_test_response_404 import UpdateAgentTestResponse404
from ...models.update_agent_test_response_409 import UpdateAgentTestResponse409
from ...models.update_agent_test_response_413 import UpdateAgentTestResponse413
from ...models.update_agent_test_response_422 import UpdateAgentTestResponse422
from ...models.update_agent_test_response_429 import UpdateAgentTestResponse429
from ...models.update_agent_test_response_500 import UpdateAgentTestResponse500
from ...models.update_agent_test_response_503 import UpdateAgentTestResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    test_id: int,
    *,
    body: UpdateAgentTestBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/agents/{id}/tests/{test_id}".format(
            id=quote(str(id), safe=""),
            test_id=quote(str(test_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    UpdateAgentTestResponse200
    | UpdateAgentTestResponse400
    | UpdateAgentTestResponse401
    | UpdateAgentTestResponse403
    | UpdateAgentTestResponse404
    | UpdateAgentTestResponse409
    | UpdateAgentTestResponse413
    | UpdateAgentTestResponse422
    | UpdateAgentTestResponse429
    | UpdateAgentTestResponse500
    | UpdateAgentTestResponse503
    | None
):
    if response.status_code == 200:
        response_200 = UpdateAgentTestResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = UpdateAgentTestResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UpdateAgentTestResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UpdateAgentTestResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UpdateAgentTestResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = UpdateAgentTestResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = UpdateAgentTestResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = UpdateAgentTestResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = UpdateAgentTestResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = UpdateAgentTestResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = UpdateAgentTestResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    UpdateAgentTestResponse200
    | UpdateAgentTestResponse400
    | UpdateAgentTestResponse401
    | UpdateAgentTestResponse403
    | UpdateAgentTestResponse404
    | UpdateAgentTestResponse409
    | UpdateAgentTestResponse413
    | UpdateAgentTestResponse422
    | UpdateAgentTestResponse429
    | UpdateAgentTestResponse500
    | UpdateAgentTestResponse503
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
    body: UpdateAgentTestBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    UpdateAgentTestResponse200
    | UpdateAgentTestResponse400
    | UpdateAgentTestResponse401
    | UpdateAgentTestResponse403
    | UpdateAgentTestResponse404
    | UpdateAgentTestResponse409
    | UpdateAgentTestResponse413
    | UpdateAgentTestResponse422
    | UpdateAgentTestResponse429
    | UpdateAgentTestResponse500
    | UpdateAgentTestResponse503
]:
    """Update an agent test

     Changes only the fields sent; `contact: null` removes the test contact. Runs already made keep their
    results.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        test_id (int):
        idempotency_key (str | Unset):
        body (UpdateAgentTestBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateAgentTestResponse200 | UpdateAgentTestResponse400 | UpdateAgentTestResponse401 | UpdateAgentTestResponse403 | UpdateAgentTestResponse404 | UpdateAgentTestResponse409 | UpdateAgentTestResponse413 | UpdateAgentTestResponse422 | UpdateAgentTestResponse429 | UpdateAgentTestResponse500 | UpdateAgentTestResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        test_id=test_id,
        body=body,
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
    body: UpdateAgentTestBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    UpdateAgentTestResponse200
    | UpdateAgentTestResponse400
    | UpdateAgentTestResponse401
    | UpdateAgentTestResponse403
    | UpdateAgentTestResponse404
    | UpdateAgentTestResponse409
    | UpdateAgentTestResponse413
    | UpdateAgentTestResponse422
    | UpdateAgentTestResponse429
    | UpdateAgentTestResponse500
    | UpdateAgentTestResponse503
    | None
):
    """Update an agent test

     Changes only the fields sent; `contact: null` removes the test contact. Runs already made keep their
    results.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        test_id (int):
        idempotency_key (str | Unset):
        body (UpdateAgentTestBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateAgentTestResponse200 | UpdateAgentTestResponse400 | UpdateAgentTestResponse401 | UpdateAgentTestResponse403 | UpdateAgentTestResponse404 | UpdateAgentTestResponse409 | UpdateAgentTestResponse413 | UpdateAgentTestResponse422 | UpdateAgentTestResponse429 | UpdateAgentTestResponse500 | UpdateAgentTestResponse503
    """

    return sync_detailed(
        id=id,
        test_id=test_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    id: int,
    test_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: UpdateAgentTestBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    UpdateAgentTestResponse200
    | UpdateAgentTestResponse400
    | UpdateAgentTestResponse401
    | UpdateAgentTestResponse403
    | UpdateAgentTestResponse404
    | UpdateAgentTestResponse409
    | UpdateAgentTestResponse413
    | UpdateAgentTestResponse422
    | UpdateAgentTestResponse429
    | UpdateAgentTestResponse500
    | UpdateAgentTestResponse503
]:
    """Update an agent test

     Changes only the fields sent; `contact: null` removes the test contact. Runs already made keep their
    results.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        test_id (int):
        idempotency_key (str | Unset):
        body (UpdateAgentTestBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateAgentTestResponse200 | UpdateAgentTestResponse400 | UpdateAgentTestResponse401 | UpdateAgentTestResponse403 | UpdateAgentTestResponse404 | UpdateAgentTestResponse409 | UpdateAgentTestResponse413 | UpdateAgentTestResponse422 | UpdateAgentTestResponse429 | UpdateAgentTestResponse500 | UpdateAgentTestResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        test_id=test_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    test_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: UpdateAgentTestBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    UpdateAgentTestResponse200
    | UpdateAgentTestResponse400
    | UpdateAgentTestResponse401
    | UpdateAgentTestResponse403
    | UpdateAgentTestResponse404
    | UpdateAgentTestResponse409
    | UpdateAgentTestResponse413
    | UpdateAgentTestResponse422
    | UpdateAgentTestResponse429
    | UpdateAgentTestResponse500
    | UpdateAgentTestResponse503
    | None
):
    """Update an agent test

     Changes only the fields sent; `contact: null` removes the test contact. Runs already made keep their
    results.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        test_id (int):
        idempotency_key (str | Unset):
        body (UpdateAgentTestBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateAgentTestResponse200 | UpdateAgentTestResponse400 | UpdateAgentTestResponse401 | UpdateAgentTestResponse403 | UpdateAgentTestResponse404 | UpdateAgentTestResponse409 | UpdateAgentTestResponse413 | UpdateAgentTestResponse422 | UpdateAgentTestResponse429 | UpdateAgentTestResponse500 | UpdateAgentTestResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            test_id=test_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
