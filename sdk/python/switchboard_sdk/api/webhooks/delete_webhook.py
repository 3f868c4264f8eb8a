from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.delete_webhook_response_200 import DeleteWebhookResponse200
from ...models.delete_webhook_response_400 import DeleteWebhookResponse400
from ...models.delete_webhook_response_401 import DeleteWebhookResponse401
from ...models.delete_webhook_response_403 import DeleteWebhookResponse403
from ...models.delete_webhook_response_404 import DeleteWebhookResponse404
from ...models.delete_webhook_response_409 import DeleteWebhookResponse409
from ...models.delete_webhook_response_422 import DeleteWebhookResponse422
from ...models.delete_webhook_response_429 import DeleteWebhookResponse429
from ...models.delete_webhook_response_500 import DeleteWebhookResponse500
from ...models.delete_webhook_response_503 import DeleteWebhookResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    webhook_id: int,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/webhooks/{webhook_id}/delete".format(
            webhook_id=quote(str(webhook_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DeleteWebhookResponse200
    | DeleteWebhookResponse400
    | DeleteWebhookResponse401
    | DeleteWebhookResponse403
    | DeleteWebhookResponse404
    | DeleteWebhookResponse409
    | DeleteWebhookResponse422
    | DeleteWebhookResponse429
    | DeleteWebhookResponse500
    | DeleteWebhookResponse503
    | None
):
    if response.status_code == 200:
        response_200 = DeleteWebhookResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = DeleteWebhookResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DeleteWebhookResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteWebhookResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteWebhookResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = DeleteWebhookResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = DeleteWebhookResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = DeleteWebhookResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = DeleteWebhookResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = DeleteWebhookResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    DeleteWebhookResponse200
    | DeleteWebhookResponse400
    | DeleteWebhookResponse401
    | DeleteWebhookResponse403
    | DeleteWebhookResponse404
    | DeleteWebhookResponse409
    | DeleteWebhookResponse422
    | DeleteWebhookResponse429
    | DeleteWebhookResponse500
    | DeleteWebhookResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    webhook_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    DeleteWebhookResponse200
    | DeleteWebhookResponse400
    | DeleteWebhookResponse401
    | DeleteWebhookResponse403
    | DeleteWebhookResponse404
    | DeleteWebhookResponse409
    | DeleteWebhookResponse422
    | DeleteWebhookResponse429
    | DeleteWebhookResponse500
    | DeleteWebhookResponse503
]:
    """Delete a webhook

     Deletes the webhook with its delivery log; pending deliveries are dropped.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteWebhookResponse200 | DeleteWebhookResponse400 | DeleteWebhookResponse401 | DeleteWebhookResponse403 | DeleteWebhookResponse404 | DeleteWebhookResponse409 | DeleteWebhookResponse422 | DeleteWebhookResponse429 | DeleteWebhookResponse500 | DeleteWebhookResponse503]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    webhook_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    DeleteWebhookResponse200
    | DeleteWebhookResponse400
    | DeleteWebhookResponse401
    | DeleteWebhookResponse403
    | DeleteWebhookResponse404
    | DeleteWebhookResponse409
    | DeleteWebhookResponse422
    | DeleteWebhookResponse429
    | DeleteWebhookResponse500
    | DeleteWebhookResponse503
    | None
):
    """Delete a webhook

     Deletes the webhook with its delivery log; pending deliveries are dropped.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteWebhookResponse200 | DeleteWebhookResponse400 | DeleteWebhookResponse401 | DeleteWebhookResponse403 | DeleteWebhookResponse404 | DeleteWebhookResponse409 | DeleteWebhookResponse422 | DeleteWebhookResponse429 | DeleteWebhookResponse500 | DeleteWebhookResponse503
    """

    return sync_detailed(
        webhook_id=webhook_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    webhook_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    DeleteWebhookResponse200
    | DeleteWebhookResponse400
    | DeleteWebhookResponse401
    | DeleteWebhookResponse403
    | DeleteWebhookResponse404
    | DeleteWebhookResponse409
    | DeleteWebhookResponse422
    | DeleteWebhookResponse429
    | DeleteWebhookResponse500
    | DeleteWebhookResponse503
]:
    """Delete a webhook

     Deletes the webhook with its delivery log; pending deliveries are dropped.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteWebhookResponse200 | DeleteWebhookResponse400 | DeleteWebhookResponse401 | DeleteWebhookResponse403 | DeleteWebhookResponse404 | DeleteWebhookResponse409 | DeleteWebhookResponse422 | DeleteWebhookResponse429 | DeleteWebhookResponse500 | DeleteWebhookResponse503]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    webhook_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    DeleteWebhookResponse200
    | DeleteWebhookResponse400
    | DeleteWebhookResponse401
    | DeleteWebhookResponse403
    | DeleteWebhookResponse404
    | DeleteWebhookResponse409
    | DeleteWebhookResponse422
    | DeleteWebhookResponse429
    | DeleteWebhookResponse500
    | DeleteWebhookResponse503
    | None
):
    """Delete a webhook

     Deletes the webhook with its delivery log; pending deliveries are dropped.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteWebhookResponse200 | DeleteWebhookResponse400 | DeleteWebhookResponse401 | DeleteWebhookResponse403 | DeleteWebhookResponse404 | DeleteWebhookResponse409 | DeleteWebhookResponse422 | DeleteWebhookResponse429 | DeleteWebhookResponse500 | DeleteWebhookResponse503
    """

    return (
        await asyncio_detailed(
            webhook_id=webhook_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
