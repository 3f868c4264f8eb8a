from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.update_caller_number_body import UpdateCallerNumberBody
from ...models.update_caller_number_response_200 import UpdateCallerNumberResponse200
from ...models.update_caller_number_response_400 import UpdateCallerNumberResponse400
from ...models.update_caller_number_response_401 import UpdateCallerNumberResponse401
from ...models.update_caller_number_response_403 import UpdateCallerNumberResponse403
from ...models.update_caller_number_response_404 import UpdateCallerNumberResponse404
from ...models.update_caller_number_response_409 import UpdateCallerNumberResponse409
from ...models.update_caller_number_response_413 import UpdateCallerNumberResponse413
from ...models.update_caller_number_response_422 import UpdateCallerNumberResponse422
from ...models.update_caller_number_response_429 import UpdateCallerNumberResponse429
from ...models.update_caller_number_response_500 import UpdateCallerNumberResponse500
from ...models.update_caller_number_response_503 import UpdateCallerNumberResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    body: UpdateCallerNumberBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/phone-numbers/{id}".format(
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
    UpdateCallerNumberResponse200
    | UpdateCallerNumberResponse400
    | UpdateCallerNumberResponse401
    | UpdateCallerNumberResponse403
    | UpdateCallerNumberResponse404
    | UpdateCallerNumberResponse409
    | UpdateCallerNumberResponse413
    | UpdateCallerNumberResponse422
    | UpdateCallerNumberResponse429
    | UpdateCallerNumberResponse500
    | UpdateCallerNumberResponse503
    | None
):
    if response.status_code == 200:
        response_200 = UpdateCallerNumberResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = UpdateCallerNumberResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UpdateCallerNumberResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UpdateCallerNumberResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UpdateCallerNumberResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = UpdateCallerNumberResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = UpdateCallerNumberResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = UpdateCallerNumberResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = UpdateCallerNumberResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = UpdateCallerNumberResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = UpdateCallerNumberResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    UpdateCallerNumberResponse200
    | UpdateCallerNumberResponse400
    | UpdateCallerNumberResponse401
    | UpdateCallerNumberResponse403
    | UpdateCallerNumberResponse404
    | UpdateCallerNumberResponse409
    | UpdateCallerNumberResponse413
    | UpdateCallerNumberResponse422
    | UpdateCallerNumberResponse429
    | UpdateCallerNumberResponse500
    | UpdateCallerNumberResponse503
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
    body: UpdateCallerNumberBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    UpdateCallerNumberResponse200
    | UpdateCallerNumberResponse400
    | UpdateCallerNumberResponse401
    | UpdateCallerNumberResponse403
    | UpdateCallerNumberResponse404
    | UpdateCallerNumberResponse409
    | UpdateCallerNumberResponse413
    | UpdateCallerNumberResponse422
    | UpdateCallerNumberResponse429
    | UpdateCallerNumberResponse500
    | UpdateCallerNumberResponse503
]:
    """Update a caller number

     Changes only the fields sent; `agent_ids` replaces the list. `resting: false` clears a resting
    number (its answer rate then counts only later calls) and `resting: true` rests it: owners and
    admins only (another user's key answers 403 permission_denied).

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateCallerNumberBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateCallerNumberResponse200 | UpdateCallerNumberResponse400 | UpdateCallerNumberResponse401 | UpdateCallerNumberResponse403 | UpdateCallerNumberResponse404 | UpdateCallerNumberResponse409 | UpdateCallerNumberResponse413 | UpdateCallerNumberResponse422 | UpdateCallerNumberResponse429 | UpdateCallerNumberResponse500 | UpdateCallerNumberResponse503]
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
    body: UpdateCallerNumberBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    UpdateCallerNumberResponse200
    | UpdateCallerNumberResponse400
    | UpdateCallerNumberResponse401
    | UpdateCallerNumberResponse403
    | UpdateCallerNumberResponse404
    | UpdateCallerNumberResponse409
    | UpdateCallerNumberResponse413
    | UpdateCallerNumberResponse422
    | UpdateCallerNumberResponse429
    | UpdateCallerNumberResponse500
    | UpdateCallerNumberResponse503
    | None
):
    """Update a caller number

     Changes only the fields sent; `agent_ids` replaces the list. `resting: false` clears a resting
    number (its answer rate then counts only later calls) and `resting: true` rests it: owners and
    admins only (another user's key answers 403 permission_denied).

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateCallerNumberBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateCallerNumberResponse200 | UpdateCallerNumberResponse400 | UpdateCallerNumberResponse401 | UpdateCallerNumberResponse403 | UpdateCallerNumberResponse404 | UpdateCallerNumberResponse409 | UpdateCallerNumberResponse413 | UpdateCallerNumberResponse422 | UpdateCallerNumberResponse429 | UpdateCallerNumberResponse500 | UpdateCallerNumberResponse503
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
    body: UpdateCallerNumberBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    UpdateCallerNumberResponse200
    | UpdateCallerNumberResponse400
    | UpdateCallerNumberResponse401
    | UpdateCallerNumberResponse403
    | UpdateCallerNumberResponse404
    | UpdateCallerNumberResponse409
    | UpdateCallerNumberResponse413
    | UpdateCallerNumberResponse422
    | UpdateCallerNumberResponse429
    | UpdateCallerNumberResponse500
    | UpdateCallerNumberResponse503
]:
    """Update a caller number

     Changes only the fields sent; `agent_ids` replaces the list. `resting: false` clears a resting
    number (its answer rate then counts only later calls) and `resting: true` rests it: owners and
    admins only (another user's key answers 403 permission_denied).

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateCallerNumberBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateCallerNumberResponse200 | UpdateCallerNumberResponse400 | UpdateCallerNumberResponse401 | UpdateCallerNumberResponse403 | UpdateCallerNumberResponse404 | UpdateCallerNumberResponse409 | UpdateCallerNumberResponse413 | UpdateCallerNumberResponse422 | UpdateCallerNumberResponse429 | UpdateCallerNumberResponse500 | UpdateCallerNumberResponse503]
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
    body: UpdateCallerNumberBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    UpdateCallerNumberResponse200
    | UpdateCallerNumberResponse400
    | UpdateCallerNumberResponse401
    | UpdateCallerNumberResponse403
    | UpdateCallerNumberResponse404
    | UpdateCallerNumberResponse409
    | UpdateCallerNumberResponse413
    | UpdateCallerNumberResponse422
    | UpdateCallerNumberResponse429
    | UpdateCallerNumberResponse500
    | UpdateCallerNumberResponse503
    | None
):
    """Update a caller number

     Changes only the fields sent; `agent_ids` replaces the list. `resting: false` clears a resting
    number (its answer rate then counts only later calls) and `resting: true` rests it: owners and
    admins only (another user's key answers 403 permission_denied).

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateCallerNumberBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateCallerNumberResponse200 | UpdateCallerNumberResponse400 | UpdateCallerNumberResponse401 | UpdateCallerNumberResponse403 | UpdateCallerNumberResponse404 | UpdateCallerNumberResponse409 | UpdateCallerNumberResponse413 | UpdateCallerNumberResponse422 | UpdateCallerNumberResponse429 | UpdateCallerNumberResponse500 | UpdateCallerNumberResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
