from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.delete_caller_number_response_200 import DeleteCallerNumberResponse200
from ...models.delete_caller_number_response_400 import DeleteCallerNumberResponse400
from ...models.delete_caller_number_response_401 import DeleteCallerNumberResponse401
from ...models.delete_caller_number_response_403 import DeleteCallerNumberResponse403
from ...models.delete_caller_number_response_404 import DeleteCallerNumberResponse404
from ...models.delete_caller_number_response_409 import DeleteCallerNumberResponse409
from ...models.delete_caller_number_response_422 import DeleteCallerNumberResponse422
from ...models.delete_caller_number_response_429 import DeleteCallerNumberResponse429
from ...models.delete_caller_number_response_500 import DeleteCallerNumberResponse500
from ...models.delete_caller_number_response_503 import DeleteCallerNumberResponse503
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
        "method": "delete",
        "url": "/api/v1/phone-numbers/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DeleteCallerNumberResponse200
    | DeleteCallerNumberResponse400
    | DeleteCallerNumberResponse401
    | DeleteCallerNumberResponse403
    | DeleteCallerNumberResponse404
    | DeleteCallerNumberResponse409
    | DeleteCallerNumberResponse422
    | DeleteCallerNumberResponse429
    | DeleteCallerNumberResponse500
    | DeleteCallerNumberResponse503
    | None
):
    if response.status_code == 200:
        response_200 = DeleteCallerNumberResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = DeleteCallerNumberResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DeleteCallerNumberResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteCallerNumberResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteCallerNumberResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = DeleteCallerNumberResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = DeleteCallerNumberResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = DeleteCallerNumberResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = DeleteCallerNumberResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = DeleteCallerNumberResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    DeleteCallerNumberResponse200
    | DeleteCallerNumberResponse400
    | DeleteCallerNumberResponse401
    | DeleteCallerNumberResponse403
    | DeleteCallerNumberResponse404
    | DeleteCallerNumberResponse409
    | DeleteCallerNumberResponse422
    | DeleteCallerNumberResponse429
    | DeleteCallerNumberResponse500
    | DeleteCallerNumberResponse503
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
    DeleteCallerNumberResponse200
    | DeleteCallerNumberResponse400
    | DeleteCallerNumberResponse401
    | DeleteCallerNumberResponse403
    | DeleteCallerNumberResponse404
    | DeleteCallerNumberResponse409
    | DeleteCallerNumberResponse422
    | DeleteCallerNumberResponse429
    | DeleteCallerNumberResponse500
    | DeleteCallerNumberResponse503
]:
    """Delete a caller number

     Campaigns stop calling from it; calls it placed keep their from_number. Another account's id answers
    404 not_found.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteCallerNumberResponse200 | DeleteCallerNumberResponse400 | DeleteCallerNumberResponse401 | DeleteCallerNumberResponse403 | DeleteCallerNumberResponse404 | DeleteCallerNumberResponse409 | DeleteCallerNumberResponse422 | DeleteCallerNumberResponse429 | DeleteCallerNumberResponse500 | DeleteCallerNumberResponse503]
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
    DeleteCallerNumberResponse200
    | DeleteCallerNumberResponse400
    | DeleteCallerNumberResponse401
    | DeleteCallerNumberResponse403
    | DeleteCallerNumberResponse404
    | DeleteCallerNumberResponse409
    | DeleteCallerNumberResponse422
    | DeleteCallerNumberResponse429
    | DeleteCallerNumberResponse500
    | DeleteCallerNumberResponse503
    | None
):
    """Delete a caller number

     Campaigns stop calling from it; calls it placed keep their from_number. Another account's id answers
    404 not_found.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteCallerNumberResponse200 | DeleteCallerNumberResponse400 | DeleteCallerNumberResponse401 | DeleteCallerNumberResponse403 | DeleteCallerNumberResponse404 | DeleteCallerNumberResponse409 | DeleteCallerNumberResponse422 | DeleteCallerNumberResponse429 | DeleteCallerNumberResponse500 | DeleteCallerNumberResponse503
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
    DeleteCallerNumberResponse200
    | DeleteCallerNumberResponse400
    | DeleteCallerNumberResponse401
    | DeleteCallerNumberResponse403
    | DeleteCallerNumberResponse404
    | DeleteCallerNumberResponse409
    | DeleteCallerNumberResponse422
    | DeleteCallerNumberResponse429
    | DeleteCallerNumberResponse500
    | DeleteCallerNumberResponse503
]:
    """Delete a caller number

     Campaigns stop calling from it; calls it placed keep their from_number. Another account's id answers
    404 not_found.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteCallerNumberResponse200 | DeleteCallerNumberResponse400 | DeleteCallerNumberResponse401 | DeleteCallerNumberResponse403 | DeleteCallerNumberResponse404 | DeleteCallerNumberResponse409 | DeleteCallerNumberResponse422 | DeleteCallerNumberResponse429 | DeleteCallerNumberResponse500 | DeleteCallerNumberResponse503]
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
    DeleteCallerNumberResponse200
    | DeleteCallerNumberResponse400
    | DeleteCallerNumberResponse401
    | DeleteCallerNumberResponse403
    | DeleteCallerNumberResponse404
    | DeleteCallerNumberResponse409
    | DeleteCallerNumberResponse422
    | DeleteCallerNumberResponse429
    | DeleteCallerNumberResponse500
    | DeleteCallerNumberResponse503
    | None
):
    """Delete a caller number

     Campaigns stop calling from it; calls it placed keep their from_number. Another account's id answers
    404 not_found.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteCallerNumberResponse200 | DeleteCallerNumberResponse400 | DeleteCallerNumberResponse401 | DeleteCallerNumberResponse403 | DeleteCallerNumberResponse404 | DeleteCallerNumberResponse409 | DeleteCallerNumberResponse422 | DeleteCallerNumberResponse429 | DeleteCallerNumberResponse500 | DeleteCallerNumberResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
