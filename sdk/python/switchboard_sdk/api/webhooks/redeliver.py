from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.redeliver_response_200 import RedeliverResponse200
from ...models.redeliver_response_400 import RedeliverResponse400
from ...models.redeliver_response_401 import RedeliverResponse401
from ...models.redeliver_response_403 import RedeliverResponse403
from ...models.redeliver_response_404 import RedeliverResponse404
from ...models.redeliver_response_409 import RedeliverResponse409
from ...models.redeliver_response_422 import RedeliverResponse422
from ...models.redeliver_response_429 import RedeliverResponse429
from ...models.redeliver_response_500 import RedeliverResponse500
from ...models.redeliver_response_503 import RedeliverResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    webhook_id: int,
    delivery_id: UUID,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver".format(
            webhook_id=quote(str(webhook_id), safe=""),
            delivery_id=quote(str(delivery_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    RedeliverResponse200
    | RedeliverResponse400
    | RedeliverResponse401
    | RedeliverResponse403
    | RedeliverResponse404
    | RedeliverResponse409
    | RedeliverResponse422
    | RedeliverResponse429
    | RedeliverResponse500
    | RedeliverResponse503
    | None
):
    if response.status_code == 200:
        response_200 = RedeliverResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = RedeliverResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = RedeliverResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RedeliverResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = RedeliverResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = RedeliverResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = RedeliverResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = RedeliverResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = RedeliverResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = RedeliverResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    RedeliverResponse200
    | RedeliverResponse400
    | RedeliverResponse401
    | RedeliverResponse403
    | RedeliverResponse404
    | RedeliverResponse409
    | RedeliverResponse422
    | RedeliverResponse429
    | RedeliverResponse500
    | RedeliverResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    webhook_id: int,
    delivery_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RedeliverResponse200
    | RedeliverResponse400
    | RedeliverResponse401
    | RedeliverResponse403
    | RedeliverResponse404
    | RedeliverResponse409
    | RedeliverResponse422
    | RedeliverResponse429
    | RedeliverResponse500
    | RedeliverResponse503
]:
    """Redeliver

     Starts a new attempt cycle on the delivery, whatever its status: the same id and body, attempted now
    and retried after 1, 5 and 30 minutes. Earlier attempts stay in the log.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        delivery_id (UUID):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RedeliverResponse200 | RedeliverResponse400 | RedeliverResponse401 | RedeliverResponse403 | RedeliverResponse404 | RedeliverResponse409 | RedeliverResponse422 | RedeliverResponse429 | RedeliverResponse500 | RedeliverResponse503]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        delivery_id=delivery_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    webhook_id: int,
    delivery_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    RedeliverResponse200
    | RedeliverResponse400
    | RedeliverResponse401
    | RedeliverResponse403
    | RedeliverResponse404
    | RedeliverResponse409
    | RedeliverResponse422
    | RedeliverResponse429
    | RedeliverResponse500
    | RedeliverResponse503
    | None
):
    """Redeliver

     Starts a new attempt cycle on the delivery, whatever its status: the same id and body, attempted now
    and retried after 1, 5 and 30 minutes. Earlier attempts stay in the log.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        delivery_id (UUID):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RedeliverResponse200 | RedeliverResponse400 | RedeliverResponse401 | RedeliverResponse403 | RedeliverResponse404 | RedeliverResponse409 | RedeliverResponse422 | RedeliverResponse429 | RedeliverResponse500 | RedeliverResponse503
    """

    return sync_detailed(
        webhook_id=webhook_id,
        delivery_id=delivery_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    webhook_id: int,
    delivery_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RedeliverResponse200
    | RedeliverResponse400
    | RedeliverResponse401
    | RedeliverResponse403
    | RedeliverResponse404
    | RedeliverResponse409
    | RedeliverResponse422
    | RedeliverResponse429
    | RedeliverResponse500
    | RedeliverResponse503
]:
    """Redeliver

     Starts a new attempt cycle on the delivery, whatever its status: the same id and body, attempted now
    and retried after 1, 5 and 30 minutes. Earlier attempts stay in the log.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        delivery_id (UUID):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RedeliverResponse200 | RedeliverResponse400 | RedeliverResponse401 | RedeliverResponse403 | RedeliverResponse404 | RedeliverResponse409 | RedeliverResponse422 | RedeliverResponse429 | RedeliverResponse500 | RedeliverResponse503]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        delivery_id=delivery_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    webhook_id: int,
    delivery_id: UUID,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    RedeliverResponse200
    | RedeliverResponse400
    | RedeliverResponse401
    | RedeliverResponse403
    | RedeliverResponse404
    | RedeliverResponse409
    | RedeliverResponse422
    | RedeliverResponse429
    | RedeliverResponse500
    | RedeliverResponse503
    | None
):
    """Redeliver

     Starts a new attempt cycle on the delivery, whatever its status: the same id and body, attempted now
    and retried after 1, 5 and 30 minutes. Earlier attempts stay in the log.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        delivery_id (UUID):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RedeliverResponse200 | RedeliverResponse400 | RedeliverResponse401 | RedeliverResponse403 | RedeliverResponse404 | RedeliverResponse409 | RedeliverResponse422 | RedeliverResponse429 | RedeliverResponse500 | RedeliverResponse503
    """

    return (
        await asyncio_detailed(
            webhook_id=webhook_id,
            delivery_id=delivery_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
