from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.update_webhook_body import UpdateWebhookBody
from ...models.update_webhook_response_200 import UpdateWebhookResponse200
from ...models.update_webhook_response_400 import UpdateWebhookResponse400
from ...models.update_webhook_response_401 import UpdateWebhookResponse401
from ...models.update_webhook_response_403 import UpdateWebhookResponse403
from ...models.update_webhook_response_404 import UpdateWebhookResponse404
from ...models.update_webhook_response_409 import UpdateWebhookResponse409
from ...models.update_webhook_response_413 import UpdateWebhookResponse413
from ...models.update_webhook_response_422 import UpdateWebhookResponse422
from ...models.update_webhook_response_429 import UpdateWebhookResponse429
from ...models.update_webhook_response_500 import UpdateWebhookResponse500
from ...models.update_webhook_response_503 import UpdateWebhookResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    webhook_id: int,
    *,
    body: UpdateWebhookBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/webhooks/{webhook_id}".format(
            webhook_id=quote(str(webhook_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    UpdateWebhookResponse200
    | UpdateWebhookResponse400
    | UpdateWebhookResponse401
    | UpdateWebhookResponse403
    | UpdateWebhookResponse404
    | UpdateWebhookResponse409
    | UpdateWebhookResponse413
    | UpdateWebhookResponse422
    | UpdateWebhookResponse429
    | UpdateWebhookResponse500
    | UpdateWebhookResponse503
    | None
):
    if response.status_code == 200:
        response_200 = UpdateWebhookResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = UpdateWebhookResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UpdateWebhookResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UpdateWebhookResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UpdateWebhookResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = UpdateWebhookResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = UpdateWebhookResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = UpdateWebhookResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = UpdateWebhookResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = UpdateWebhookResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = UpdateWebhookResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    UpdateWebhookResponse200
    | UpdateWebhookResponse400
    | UpdateWebhookResponse401
    | UpdateWebhookResponse403
    | UpdateWebhookResponse404
    | UpdateWebhookResponse409
    | UpdateWebhookResponse413
    | UpdateWebhookResponse422
    | UpdateWebhookResponse429
    | UpdateWebhookResponse500
    | UpdateWebhookResponse503
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
    body: UpdateWebhookBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    UpdateWebhookResponse200
    | UpdateWebhookResponse400
    | UpdateWebhookResponse401
    | UpdateWebhookResponse403
    | UpdateWebhookResponse404
    | UpdateWebhookResponse409
    | UpdateWebhookResponse413
    | UpdateWebhookResponse422
    | UpdateWebhookResponse429
    | UpdateWebhookResponse500
    | UpdateWebhookResponse503
]:
    """Update a webhook

     Changes only the fields sent: name, url (checked as on create), subscribed_events, is_active. An
    inactive webhook receives no new events.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        idempotency_key (str | Unset):
        body (UpdateWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateWebhookResponse200 | UpdateWebhookResponse400 | UpdateWebhookResponse401 | UpdateWebhookResponse403 | UpdateWebhookResponse404 | UpdateWebhookResponse409 | UpdateWebhookResponse413 | UpdateWebhookResponse422 | UpdateWebhookResponse429 | UpdateWebhookResponse500 | UpdateWebhookResponse503]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        body=body,
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
    body: UpdateWebhookBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    UpdateWebhookResponse200
    | UpdateWebhookResponse400
    | UpdateWebhookResponse401
    | UpdateWebhookResponse403
    | UpdateWebhookResponse404
    | UpdateWebhookResponse409
    | UpdateWebhookResponse413
    | UpdateWebhookResponse422
    | UpdateWebhookResponse429
    | UpdateWebhookResponse500
    | UpdateWebhookResponse503
    | None
):
    """Update a webhook

     Changes only the fields sent: name, url (checked as on create), subscribed_events, is_active. An
    inactive webhook receives no new events.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        idempotency_key (str | Unset):
        body (UpdateWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateWebhookResponse200 | UpdateWebhookResponse400 | UpdateWebhookResponse401 | UpdateWebhookResponse403 | UpdateWebhookResponse404 | UpdateWebhookResponse409 | UpdateWebhookResponse413 | UpdateWebhookResponse422 | UpdateWebhookResponse429 | UpdateWebhookResponse500 | UpdateWebhookResponse503
    """

    return sync_detailed(
        webhook_id=webhook_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    webhook_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: UpdateWebhookBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    UpdateWebhookResponse200
    | UpdateWebhookResponse400
    | UpdateWebhookResponse401
    | UpdateWebhookResponse403
    | UpdateWebhookResponse404
    | UpdateWebhookResponse409
    | UpdateWebhookResponse413
    | UpdateWebhookResponse422
    | UpdateWebhookResponse429
    | UpdateWebhookResponse500
    | UpdateWebhookResponse503
]:
    """Update a webhook

     Changes only the fields sent: name, url (checked as on create), subscribed_events, is_active. An
    inactive webhook receives no new events.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        idempotency_key (str | Unset):
        body (UpdateWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateWebhookResponse200 | UpdateWebhookResponse400 | UpdateWebhookResponse401 | UpdateWebhookResponse403 | UpdateWebhookResponse404 | UpdateWebhookResponse409 | UpdateWebhookResponse413 | UpdateWebhookResponse422 | UpdateWebhookResponse429 | UpdateWebhookResponse500 | UpdateWebhookResponse503]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    webhook_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: UpdateWebhookBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    UpdateWebhookResponse200
    | UpdateWebhookResponse400
    | UpdateWebhookResponse401
    | UpdateWebhookResponse403
    | UpdateWebhookResponse404
    | UpdateWebhookResponse409
    | UpdateWebhookResponse413
    | UpdateWebhookResponse422
    | UpdateWebhookResponse429
    | UpdateWebhookResponse500
    | UpdateWebhookResponse503
    | None
):
    """Update a webhook

     Changes only the fields sent: name, url (checked as on create), subscribed_events, is_active. An
    inactive webhook receives no new events.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        idempotency_key (str | Unset):
        body (UpdateWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateWebhookResponse200 | UpdateWebhookResponse400 | UpdateWebhookResponse401 | UpdateWebhookResponse403 | UpdateWebhookResponse404 | UpdateWebhookResponse409 | UpdateWebhookResponse413 | UpdateWebhookResponse422 | UpdateWebhookResponse429 | UpdateWebhookResponse500 | UpdateWebhookResponse503
    """

    return (
        await asyncio_detailed(
            webhook_id=webhook_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
