from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.rotate_webhook_secret_response_200 import RotateWebhookSecretResponse200
from ...models.rotate_webhook_secret_response_400 import RotateWebhookSecretResponse400
from ...models.rotate_webhook_secret_response_401 import RotateWebhookSecretResponse401
from ...models.rotate_webhook_secret_response_403 import RotateWebhookSecretResponse403
from ...models.rotate_webhook_secret_response_404 import RotateWebhookSecretResponse404
from ...models.rotate_webhook_secret_response_409 import RotateWebhookSecretResponse409
from ...models.rotate_webhook_secret_response_422 import RotateWebhookSecretResponse422
from ...models.rotate_webhook_secret_response_429 import RotateWebhookSecretResponse429
from ...models.rotate_webhook_secret_response_500 import RotateWebhookSecretResponse500
from ...models.rotate_webhook_secret_response_503 import RotateWebhookSecretResponse503
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
        "url": "/api/v1/webhooks/{webhook_id}/rotate-secret".format(
            webhook_id=quote(str(webhook_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    RotateWebhookSecretResponse200
    | RotateWebhookSecretResponse400
    | RotateWebhookSecretResponse401
    | RotateWebhookSecretResponse403
    | RotateWebhookSecretResponse404
    | RotateWebhookSecretResponse409
    | RotateWebhookSecretResponse422
    | RotateWebhookSecretResponse429
    | RotateWebhookSecretResponse500
    | RotateWebhookSecretResponse503
    | None
):
    if response.status_code == 200:
        response_200 = RotateWebhookSecretResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = RotateWebhookSecretResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = RotateWebhookSecretResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RotateWebhookSecretResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = RotateWebhookSecretResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = RotateWebhookSecretResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = RotateWebhookSecretResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = RotateWebhookSecretResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = RotateWebhookSecretResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = RotateWebhookSecretResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    RotateWebhookSecretResponse200
    | RotateWebhookSecretResponse400
    | RotateWebhookSecretResponse401
    | RotateWebhookSecretResponse403
    | RotateWebhookSecretResponse404
    | RotateWebhookSecretResponse409
    | RotateWebhookSecretResponse422
    | RotateWebhookSecretResponse429
    | RotateWebhookSecretResponse500
    | RotateWebhookSecretResponse503
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
    RotateWebhookSecretResponse200
    | RotateWebhookSecretResponse400
    | RotateWebhookSecretResponse401
    | RotateWebhookSecretResponse403
    | RotateWebhookSecretResponse404
    | RotateWebhookSecretResponse409
    | RotateWebhookSecretResponse422
    | RotateWebhookSecretResponse429
    | RotateWebhookSecretResponse500
    | RotateWebhookSecretResponse503
]:
    """Rotate a webhook secret

     Issues a new secret, shown only in this answer. The secret it replaces keeps signing for 24 hours,
    and so does every secret rotated out before it, each until its own expiry: deliveries carry one
    signature per signing secret, `X-Klen-Signature` the hex values separated by commas (newest first),
    `webhook-signature` the `v1,` entries separated by spaces. At most five secrets sign at once; a
    sixth rotation answers 409 `secret_limit_reached` until the oldest expires.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RotateWebhookSecretResponse200 | RotateWebhookSecretResponse400 | RotateWebhookSecretResponse401 | RotateWebhookSecretResponse403 | RotateWebhookSecretResponse404 | RotateWebhookSecretResponse409 | RotateWebhookSecretResponse422 | RotateWebhookSecretResponse429 | RotateWebhookSecretResponse500 | RotateWebhookSecretResponse503]
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
    RotateWebhookSecretResponse200
    | RotateWebhookSecretResponse400
    | RotateWebhookSecretResponse401
    | RotateWebhookSecretResponse403
    | RotateWebhookSecretResponse404
    | RotateWebhookSecretResponse409
    | RotateWebhookSecretResponse422
    | RotateWebhookSecretResponse429
    | RotateWebhookSecretResponse500
    | RotateWebhookSecretResponse503
    | None
):
    """Rotate a webhook secret

     Issues a new secret, shown only in this answer. The secret it replaces keeps signing for 24 hours,
    and so does every secret rotated out before it, each until its own expiry: deliveries carry one
    signature per signing secret, `X-Klen-Signature` the hex values separated by commas (newest first),
    `webhook-signature` the `v1,` entries separated by spaces. At most five secrets sign at once; a
    sixth rotation answers 409 `secret_limit_reached` until the oldest expires.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RotateWebhookSecretResponse200 | RotateWebhookSecretResponse400 | RotateWebhookSecretResponse401 | RotateWebhookSecretResponse403 | RotateWebhookSecretResponse404 | RotateWebhookSecretResponse409 | RotateWebhookSecretResponse422 | RotateWebhookSecretResponse429 | RotateWebhookSecretResponse500 | RotateWebhookSecretResponse503
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
    RotateWebhookSecretResponse200
    | RotateWebhookSecretResponse400
    | RotateWebhookSecretResponse401
    | RotateWebhookSecretResponse403
    | RotateWebhookSecretResponse404
    | RotateWebhookSecretResponse409
    | RotateWebhookSecretResponse422
    | RotateWebhookSecretResponse429
    | RotateWebhookSecretResponse500
    | RotateWebhookSecretResponse503
]:
    """Rotate a webhook secret

     Issues a new secret, shown only in this answer. The secret it replaces keeps signing for 24 hours,
    and so does every secret rotated out before it, each until its own expiry: deliveries carry one
    signature per signing secret, `X-Klen-Signature` the hex values separated by commas (newest first),
    `webhook-signature` the `v1,` entries separated by spaces. At most five secrets sign at once; a
    sixth rotation answers 409 `secret_limit_reached` until the oldest expires.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RotateWebhookSecretResponse200 | RotateWebhookSecretResponse400 | RotateWebhookSecretResponse401 | RotateWebhookSecretResponse403 | RotateWebhookSecretResponse404 | RotateWebhookSecretResponse409 | RotateWebhookSecretResponse422 | RotateWebhookSecretResponse429 | RotateWebhookSecretResponse500 | RotateWebhookSecretResponse503]
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
    RotateWebhookSecretResponse200
    | RotateWebhookSecretResponse400
    | RotateWebhookSecretResponse401
    | RotateWebhookSecretResponse403
    | RotateWebhookSecretResponse404
    | RotateWebhookSecretResponse409
    | RotateWebhookSecretResponse422
    | RotateWebhookSecretResponse429
    | RotateWebhookSecretResponse500
    | RotateWebhookSecretResponse503
    | None
):
    """Rotate a webhook secret

     Issues a new secret, shown only in this answer. The secret it replaces keeps signing for 24 hours,
    and so does every secret rotated out before it, each until its own expiry: deliveries carry one
    signature per signing secret, `X-Klen-Signature` the hex values separated by commas (newest first),
    `webhook-signature` the `v1,` entries separated by spaces. At most five secrets sign at once; a
    sixth rotation answers 409 `secret_limit_reached` until the oldest expires.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RotateWebhookSecretResponse200 | RotateWebhookSecretResponse400 | RotateWebhookSecretResponse401 | RotateWebhookSecretResponse403 | RotateWebhookSecretResponse404 | RotateWebhookSecretResponse409 | RotateWebhookSecretResponse422 | RotateWebhookSecretResponse429 | RotateWebhookSecretResponse500 | RotateWebhookSecretResponse503
    """

    return (
        await asyncio_detailed(
            webhook_id=webhook_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
