from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_webhook_body import CreateWebhookBody
from ...models.create_webhook_response_201 import CreateWebhookResponse201
from ...models.create_webhook_response_400 import CreateWebhookResponse400
from ...models.create_webhook_response_401 import CreateWebhookResponse401
from ...models.create_webhook_response_403 import CreateWebhookResponse403
from ...models.create_webhook_response_409 import CreateWebhookResponse409
from ...models.create_webhook_response_413 import CreateWebhookResponse413
from ...models.create_webhook_response_422 import CreateWebhookResponse422
from ...models.create_webhook_response_429 import CreateWebhookResponse429
from ...models.create_webhook_response_500 import CreateWebhookResponse500
from ...models.create_webhook_response_503 import CreateWebhookResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateWebhookBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/webhooks/create",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateWebhookResponse201
    | CreateWebhookResponse400
    | CreateWebhookResponse401
    | CreateWebhookResponse403
    | CreateWebhookResponse409
    | CreateWebhookResponse413
    | CreateWebhookResponse422
    | CreateWebhookResponse429
    | CreateWebhookResponse500
    | CreateWebhookResponse503
    | None
):
    if response.status_code == 201:
        response_201 = CreateWebhookResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateWebhookResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateWebhookResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateWebhookResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = CreateWebhookResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = CreateWebhookResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = CreateWebhookResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = CreateWebhookResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = CreateWebhookResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = CreateWebhookResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateWebhookResponse201
    | CreateWebhookResponse400
    | CreateWebhookResponse401
    | CreateWebhookResponse403
    | CreateWebhookResponse409
    | CreateWebhookResponse413
    | CreateWebhookResponse422
    | CreateWebhookResponse429
    | CreateWebhookResponse500
    | CreateWebhookResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateWebhookBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CreateWebhookResponse201
    | CreateWebhookResponse400
    | CreateWebhookResponse401
    | CreateWebhookResponse403
    | CreateWebhookResponse409
    | CreateWebhookResponse413
    | CreateWebhookResponse422
    | CreateWebhookResponse429
    | CreateWebhookResponse500
    | CreateWebhookResponse503
]:
    """Create a webhook

     Registers an https endpoint for the named events. The answer carries the signing secret (`whsec_` +
    base64 of 32 bytes), shown only here and on rotation. The host must resolve only to public
    addresses. Account owners and admins only; an account has at most 20 webhooks by default
    (`MAX_WEBHOOKS_PER_ACCOUNT`).

    Also served at `POST /api/v1/api/webhooks/create` and `POST /api/webhooks/create`.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CreateWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateWebhookResponse201 | CreateWebhookResponse400 | CreateWebhookResponse401 | CreateWebhookResponse403 | CreateWebhookResponse409 | CreateWebhookResponse413 | CreateWebhookResponse422 | CreateWebhookResponse429 | CreateWebhookResponse500 | CreateWebhookResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CreateWebhookBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CreateWebhookResponse201
    | CreateWebhookResponse400
    | CreateWebhookResponse401
    | CreateWebhookResponse403
    | CreateWebhookResponse409
    | CreateWebhookResponse413
    | CreateWebhookResponse422
    | CreateWebhookResponse429
    | CreateWebhookResponse500
    | CreateWebhookResponse503
    | None
):
    """Create a webhook

     Registers an https endpoint for the named events. The answer carries the signing secret (`whsec_` +
    base64 of 32 bytes), shown only here and on rotation. The host must resolve only to public
    addresses. Account owners and admins only; an account has at most 20 webhooks by default
    (`MAX_WEBHOOKS_PER_ACCOUNT`).

    Also served at `POST /api/v1/api/webhooks/create` and `POST /api/webhooks/create`.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CreateWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateWebhookResponse201 | CreateWebhookResponse400 | CreateWebhookResponse401 | CreateWebhookResponse403 | CreateWebhookResponse409 | CreateWebhookResponse413 | CreateWebhookResponse422 | CreateWebhookResponse429 | CreateWebhookResponse500 | CreateWebhookResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateWebhookBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CreateWebhookResponse201
    | CreateWebhookResponse400
    | CreateWebhookResponse401
    | CreateWebhookResponse403
    | CreateWebhookResponse409
    | CreateWebhookResponse413
    | CreateWebhookResponse422
    | CreateWebhookResponse429
    | CreateWebhookResponse500
    | CreateWebhookResponse503
]:
    """Create a webhook

     Registers an https endpoint for the named events. The answer carries the signing secret (`whsec_` +
    base64 of 32 bytes), shown only here and on rotation. The host must resolve only to public
    addresses. Account owners and admins only; an account has at most 20 webhooks by default
    (`MAX_WEBHOOKS_PER_ACCOUNT`).

    Also served at `POST /api/v1/api/webhooks/create` and `POST /api/webhooks/create`.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CreateWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateWebhookResponse201 | CreateWebhookResponse400 | CreateWebhookResponse401 | CreateWebhookResponse403 | CreateWebhookResponse409 | CreateWebhookResponse413 | CreateWebhookResponse422 | CreateWebhookResponse429 | CreateWebhookResponse500 | CreateWebhookResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateWebhookBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CreateWebhookResponse201
    | CreateWebhookResponse400
    | CreateWebhookResponse401
    | CreateWebhookResponse403
    | CreateWebhookResponse409
    | CreateWebhookResponse413
    | CreateWebhookResponse422
    | CreateWebhookResponse429
    | CreateWebhookResponse500
    | CreateWebhookResponse503
    | None
):
    """Create a webhook

     Registers an https endpoint for the named events. The answer carries the signing secret (`whsec_` +
    base64 of 32 bytes), shown only here and on rotation. The host must resolve only to public
    addresses. Account owners and admins only; an account has at most 20 webhooks by default
    (`MAX_WEBHOOKS_PER_ACCOUNT`).

    Also served at `POST /api/v1/api/webhooks/create` and `POST /api/webhooks/create`.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CreateWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateWebhookResponse201 | CreateWebhookResponse400 | CreateWebhookResponse401 | CreateWebhookResponse403 | CreateWebhookResponse409 | CreateWebhookResponse413 | CreateWebhookResponse422 | CreateWebhookResponse429 | CreateWebhookResponse500 | CreateWebhookResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
