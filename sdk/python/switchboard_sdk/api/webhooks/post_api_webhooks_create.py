from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.post_api_webhooks_create_body import PostApiWebhooksCreateBody
from ...models.post_api_webhooks_create_response_201 import PostApiWebhooksCreateResponse201
from ...models.post_api_webhooks_create_response_400 import PostApiWebhooksCreateResponse400
from ...models.post_api_webhooks_create_response_401 import PostApiWebhooksCreateResponse401
from ...models.post_api_webhooks_create_response_403 import PostApiWebhooksCreateResponse403
from ...models.post_api_webhooks_create_response_409 import PostApiWebhooksCreateResponse409
from ...models.post_api_webhooks_create_response_413 import PostApiWebhooksCreateResponse413
from ...models.post_api_webhooks_create_response_422 import PostApiWebhooksCreateResponse422
from ...models.post_api_webhooks_create_response_429 import PostApiWebhooksCreateResponse429
from ...models.post_api_webhooks_create_response_500 import PostApiWebhooksCreateResponse500
from ...models.post_api_webhooks_create_response_503 import PostApiWebhooksCreateResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PostApiWebhooksCreateBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/webhooks/create",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    PostApiWebhooksCreateResponse201
    | PostApiWebhooksCreateResponse400
    | PostApiWebhooksCreateResponse401
    | PostApiWebhooksCreateResponse403
    | PostApiWebhooksCreateResponse409
    | PostApiWebhooksCreateResponse413
    | PostApiWebhooksCreateResponse422
    | PostApiWebhooksCreateResponse429
    | PostApiWebhooksCreateResponse500
    | PostApiWebhooksCreateResponse503
    | None
):
    if response.status_code == 201:
        response_201 = PostApiWebhooksCreateResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = PostApiWebhooksCreateResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = PostApiWebhooksCreateResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = PostApiWebhooksCreateResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = PostApiWebhooksCreateResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = PostApiWebhooksCreateResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = PostApiWebhooksCreateResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = PostApiWebhooksCreateResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = PostApiWebhooksCreateResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = PostApiWebhooksCreateResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    PostApiWebhooksCreateResponse201
    | PostApiWebhooksCreateResponse400
    | PostApiWebhooksCreateResponse401
    | PostApiWebhooksCreateResponse403
    | PostApiWebhooksCreateResponse409
    | PostApiWebhooksCreateResponse413
    | PostApiWebhooksCreateResponse422
    | PostApiWebhooksCreateResponse429
    | PostApiWebhooksCreateResponse500
    | PostApiWebhooksCreateResponse503
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
    body: PostApiWebhooksCreateBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    PostApiWebhooksCreateResponse201
    | PostApiWebhooksCreateResponse400
    | PostApiWebhooksCreateResponse401
    | PostApiWebhooksCreateResponse403
    | PostApiWebhooksCreateResponse409
    | PostApiWebhooksCreateResponse413
    | PostApiWebhooksCreateResponse422
    | PostApiWebhooksCreateResponse429
    | PostApiWebhooksCreateResponse500
    | PostApiWebhooksCreateResponse503
]:
    """Create a webhook

     Registers an https endpoint for the named events. The answer carries the signing secret (`whsec_` +
    base64 of 32 bytes), shown only here and on rotation. The host must resolve only to public
    addresses. Account owners and admins only; an account has at most 20 webhooks by default
    (`MAX_WEBHOOKS_PER_ACCOUNT`).

    Also served at `POST /api/v1/webhooks/create` and `POST /api/v1/api/webhooks/create`.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (PostApiWebhooksCreateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PostApiWebhooksCreateResponse201 | PostApiWebhooksCreateResponse400 | PostApiWebhooksCreateResponse401 | PostApiWebhooksCreateResponse403 | PostApiWebhooksCreateResponse409 | PostApiWebhooksCreateResponse413 | PostApiWebhooksCreateResponse422 | PostApiWebhooksCreateResponse429 | PostApiWebhooksCreateResponse500 | PostApiWebhooksCreateResponse503]
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
    body: PostApiWebhooksCreateBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    PostApiWebhooksCreateResponse201
    | PostApiWebhooksCreateResponse400
    | PostApiWebhooksCreateResponse401
    | PostApiWebhooksCreateResponse403
    | PostApiWebhooksCreateResponse409
    | PostApiWebhooksCreateResponse413
    | PostApiWebhooksCreateResponse422
    | PostApiWebhooksCreateResponse429
    | PostApiWebhooksCreateResponse500
    | PostApiWebhooksCreateResponse503
    | None
):
    """Create a webhook

     Registers an https endpoint for the named events. The answer carries the signing secret (`whsec_` +
    base64 of 32 bytes), shown only here and on rotation. The host must resolve only to public
    addresses. Account owners and admins only; an account has at most 20 webhooks by default
    (`MAX_WEBHOOKS_PER_ACCOUNT`).

    Also served at `POST /api/v1/webhooks/create` and `POST /api/v1/api/webhooks/create`.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (PostApiWebhooksCreateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PostApiWebhooksCreateResponse201 | PostApiWebhooksCreateResponse400 | PostApiWebhooksCreateResponse401 | PostApiWebhooksCreateResponse403 | PostApiWebhooksCreateResponse409 | PostApiWebhooksCreateResponse413 | PostApiWebhooksCreateResponse422 | PostApiWebhooksCreateResponse429 | PostApiWebhooksCreateResponse500 | PostApiWebhooksCreateResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PostApiWebhooksCreateBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    PostApiWebhooksCreateResponse201
    | PostApiWebhooksCreateResponse400
    | PostApiWebhooksCreateResponse401
    | PostApiWebhooksCreateResponse403
    | PostApiWebhooksCreateResponse409
    | PostApiWebhooksCreateResponse413
    | PostApiWebhooksCreateResponse422
    | PostApiWebhooksCreateResponse429
    | PostApiWebhooksCreateResponse500
    | PostApiWebhooksCreateResponse503
]:
    """Create a webhook

     Registers an https endpoint for the named events. The answer carries the signing secret (`whsec_` +
    base64 of 32 bytes), shown only here and on rotation. The host must resolve only to public
    addresses. Account owners and admins only; an account has at most 20 webhooks by default
    (`MAX_WEBHOOKS_PER_ACCOUNT`).

    Also served at `POST /api/v1/webhooks/create` and `POST /api/v1/api/webhooks/create`.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (PostApiWebhooksCreateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PostApiWebhooksCreateResponse201 | PostApiWebhooksCreateResponse400 | PostApiWebhooksCreateResponse401 | PostApiWebhooksCreateResponse403 | PostApiWebhooksCreateResponse409 | PostApiWebhooksCreateResponse413 | PostApiWebhooksCreateResponse422 | PostApiWebhooksCreateResponse429 | PostApiWebhooksCreateResponse500 | PostApiWebhooksCreateResponse503]
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
    body: PostApiWebhooksCreateBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    PostApiWebhooksCreateResponse201
    | PostApiWebhooksCreateResponse400
    | PostApiWebhooksCreateResponse401
    | PostApiWebhooksCreateResponse403
    | PostApiWebhooksCreateResponse409
    | PostApiWebhooksCreateResponse413
    | PostApiWebhooksCreateResponse422
    | PostApiWebhooksCreateResponse429
    | PostApiWebhooksCreateResponse500
    | PostApiWebhooksCreateResponse503
    | None
):
    """Create a webhook

     Registers an https endpoint for the named events. The answer carries the signing secret (`whsec_` +
    base64 of 32 bytes), shown only here and on rotation. The host must resolve only to public
    addresses. Account owners and admins only; an account has at most 20 webhooks by default
    (`MAX_WEBHOOKS_PER_ACCOUNT`).

    Also served at `POST /api/v1/webhooks/create` and `POST /api/v1/api/webhooks/create`.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (PostApiWebhooksCreateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PostApiWebhooksCreateResponse201 | PostApiWebhooksCreateResponse400 | PostApiWebhooksCreateResponse401 | PostApiWebhooksCreateResponse403 | PostApiWebhooksCreateResponse409 | PostApiWebhooksCreateResponse413 | PostApiWebhooksCreateResponse422 | PostApiWebhooksCreateResponse429 | PostApiWebhooksCreateResponse500 | PostApiWebhooksCreateResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
