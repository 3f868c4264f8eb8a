from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.send_test_event_response_200 import SendTestEventResponse200
from ...models.send_test_event_response_400 import SendTestEventResponse400
from ...models.send_test_event_response_401 import SendTestEventResponse401
from ...models.send_test_event_response_403 import SendTestEventResponse403
from ...models.send_test_event_response_404 import SendTestEventResponse404
from ...models.send_test_event_response_409 import SendTestEventResponse409
from ...models.send_test_event_response_422 import SendTestEventResponse422
from ...models.send_test_event_response_429 import SendTestEventResponse429
from ...models.send_test_event_response_500 import SendTestEventResponse500
from ...models.send_test_event_response_503 import SendTestEventResponse503
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
        "url": "/api/v1/webhooks/{webhook_id}/test".format(
            webhook_id=quote(str(webhook_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    SendTestEventResponse200
    | SendTestEventResponse400
    | SendTestEventResponse401
    | SendTestEventResponse403
    | SendTestEventResponse404
    | SendTestEventResponse409
    | SendTestEventResponse422
    | SendTestEventResponse429
    | SendTestEventResponse500
    | SendTestEventResponse503
    | None
):
    if response.status_code == 200:
        response_200 = SendTestEventResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = SendTestEventResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = SendTestEventResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SendTestEventResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = SendTestEventResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = SendTestEventResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = SendTestEventResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = SendTestEventResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = SendTestEventResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = SendTestEventResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    SendTestEventResponse200
    | SendTestEventResponse400
    | SendTestEventResponse401
    | SendTestEventResponse403
    | SendTestEventResponse404
    | SendTestEventResponse409
    | SendTestEventResponse422
    | SendTestEventResponse429
    | SendTestEventResponse500
    | SendTestEventResponse503
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
    SendTestEventResponse200
    | SendTestEventResponse400
    | SendTestEventResponse401
    | SendTestEventResponse403
    | SendTestEventResponse404
    | SendTestEventResponse409
    | SendTestEventResponse422
    | SendTestEventResponse429
    | SendTestEventResponse500
    | SendTestEventResponse503
]:
    """Send a test event

     Queues a signed `webhook.test` event (payload: event_type, test: true, webhook, message, timestamp)
    as a real delivery, attempted at once and retried like any other.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SendTestEventResponse200 | SendTestEventResponse400 | SendTestEventResponse401 | SendTestEventResponse403 | SendTestEventResponse404 | SendTestEventResponse409 | SendTestEventResponse422 | SendTestEventResponse429 | SendTestEventResponse500 | SendTestEventResponse503]
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
    SendTestEventResponse200
    | SendTestEventResponse400
    | SendTestEventResponse401
    | SendTestEventResponse403
    | SendTestEventResponse404
    | SendTestEventResponse409
    | SendTestEventResponse422
    | SendTestEventResponse429
    | SendTestEventResponse500
    | SendTestEventResponse503
    | None
):
    """Send a test event

     Queues a signed `webhook.test` event (payload: event_type, test: true, webhook, message, timestamp)
    as a real delivery, attempted at once and retried like any other.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SendTestEventResponse200 | SendTestEventResponse400 | SendTestEventResponse401 | SendTestEventResponse403 | SendTestEventResponse404 | SendTestEventResponse409 | SendTestEventResponse422 | SendTestEventResponse429 | SendTestEventResponse500 | SendTestEventResponse503
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
    SendTestEventResponse200
    | SendTestEventResponse400
    | SendTestEventResponse401
    | SendTestEventResponse403
    | SendTestEventResponse404
    | SendTestEventResponse409
    | SendTestEventResponse422
    | SendTestEventResponse429
    | SendTestEventResponse500
    | SendTestEventResponse503
]:
    """Send a test event

     Queues a signed `webhook.test` event (payload: event_type, test: true, webhook, message, timestamp)
    as a real delivery, attempted at once and retried like any other.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SendTestEventResponse200 | SendTestEventResponse400 | SendTestEventResponse401 | SendTestEventResponse403 | SendTestEventResponse404 | SendTestEventResponse409 | SendTestEventResponse422 | SendTestEventResponse429 | SendTestEventResponse500 | SendTestEventResponse503]
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
    SendTestEventResponse200
    | SendTestEventResponse400
    | SendTestEventResponse401
    | SendTestEventResponse403
    | SendTestEventResponse404
    | SendTestEventResponse409
    | SendTestEventResponse422
    | SendTestEventResponse429
    | SendTestEventResponse500
    | SendTestEventResponse503
    | None
):
    """Send a test event

     Queues a signed `webhook.test` event (payload: event_type, test: true, webhook, message, timestamp)
    as a real delivery, attempted at once and retried like any other.

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SendTestEventResponse200 | SendTestEventResponse400 | SendTestEventResponse401 | SendTestEventResponse403 | SendTestEventResponse404 | SendTestEventResponse409 | SendTestEventResponse422 | SendTestEventResponse429 | SendTestEventResponse500 | SendTestEventResponse503
    """

    return (
        await asyncio_detailed(
            webhook_id=webhook_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
