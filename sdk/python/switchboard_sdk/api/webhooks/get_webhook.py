from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_webhook_response_200 import GetWebhookResponse200
from ...models.get_webhook_response_400 import GetWebhookResponse400
from ...models.get_webhook_response_401 import GetWebhookResponse401
from ...models.get_webhook_response_403 import GetWebhookResponse403
from ...models.get_webhook_response_404 import GetWebhookResponse404
from ...models.get_webhook_response_429 import GetWebhookResponse429
from ...models.get_webhook_response_500 import GetWebhookResponse500
from ...models.get_webhook_response_503 import GetWebhookResponse503
from ...types import Response


def _get_kwargs(
    webhook_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/webhooks/{webhook_id}".format(
            webhook_id=quote(str(webhook_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetWebhookResponse200
    | GetWebhookResponse400
    | GetWebhookResponse401
    | GetWebhookResponse403
    | GetWebhookResponse404
    | GetWebhookResponse429
    | GetWebhookResponse500
    | GetWebhookResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetWebhookResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetWebhookResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetWebhookResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetWebhookResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetWebhookResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = GetWebhookResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = GetWebhookResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = GetWebhookResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetWebhookResponse200
    | GetWebhookResponse400
    | GetWebhookResponse401
    | GetWebhookResponse403
    | GetWebhookResponse404
    | GetWebhookResponse429
    | GetWebhookResponse500
    | GetWebhookResponse503
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
) -> Response[
    GetWebhookResponse200
    | GetWebhookResponse400
    | GetWebhookResponse401
    | GetWebhookResponse403
    | GetWebhookResponse404
    | GetWebhookResponse429
    | GetWebhookResponse500
    | GetWebhookResponse503
]:
    """Get a webhook

     The webhook itself, without its secret (`secret_prefix` only).

    Requires the `can_read_webhooks` permission on the API key.

    Args:
        webhook_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetWebhookResponse200 | GetWebhookResponse400 | GetWebhookResponse401 | GetWebhookResponse403 | GetWebhookResponse404 | GetWebhookResponse429 | GetWebhookResponse500 | GetWebhookResponse503]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    webhook_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> (
    GetWebhookResponse200
    | GetWebhookResponse400
    | GetWebhookResponse401
    | GetWebhookResponse403
    | GetWebhookResponse404
    | GetWebhookResponse429
    | GetWebhookResponse500
    | GetWebhookResponse503
    | None
):
    """Get a webhook

     The webhook itself, without its secret (`secret_prefix` only).

    Requires the `can_read_webhooks` permission on the API key.

    Args:
        webhook_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetWebhookResponse200 | GetWebhookResponse400 | GetWebhookResponse401 | GetWebhookResponse403 | GetWebhookResponse404 | GetWebhookResponse429 | GetWebhookResponse500 | GetWebhookResponse503
    """

    return sync_detailed(
        webhook_id=webhook_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    webhook_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    GetWebhookResponse200
    | GetWebhookResponse400
    | GetWebhookResponse401
    | GetWebhookResponse403
    | GetWebhookResponse404
    | GetWebhookResponse429
    | GetWebhookResponse500
    | GetWebhookResponse503
]:
    """Get a webhook

     The webhook itself, without its secret (`secret_prefix` only).

    Requires the `can_read_webhooks` permission on the API key.

    Args:
        webhook_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetWebhookResponse200 | GetWebhookResponse400 | GetWebhookResponse401 | GetWebhookResponse403 | GetWebhookResponse404 | GetWebhookResponse429 | GetWebhookResponse500 | GetWebhookResponse503]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    webhook_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> (
    GetWebhookResponse200
    | GetWebhookResponse400
    | GetWebhookResponse401
    | GetWebhookResponse403
    | GetWebhookResponse404
    | GetWebhookResponse429
    | GetWebhookResponse500
    | GetWebhookResponse503
    | None
):
    """Get a webhook

     The webhook itself, without its secret (`secret_prefix` only).

    Requires the `can_read_webhooks` permission on the API key.

    Args:
        webhook_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetWebhookResponse200 | GetWebhookResponse400 | GetWebhookResponse401 | GetWebhookResponse403 | GetWebhookResponse404 | GetWebhookResponse429 | GetWebhookResponse500 | GetWebhookResponse503
    """

    return (
        await asyncio_detailed(
            webhook_id=webhook_id,
            client=client,
        )
    ).parsed
