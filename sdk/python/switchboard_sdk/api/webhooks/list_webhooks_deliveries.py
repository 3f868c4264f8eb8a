from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_webhooks_deliveries_response_200 import ListWebhooksDeliveriesResponse200
from ...models.list_webhooks_deliveries_response_400 import ListWebhooksDeliveriesResponse400
from ...models.list_webhooks_deliveries_response_401 import ListWebhooksDeliveriesResponse401
from ...models.list_webhooks_deliveries_response_403 import ListWebhooksDeliveriesResponse403
from ...models.list_webhooks_deliveries_response_404 import ListWebhooksDeliveriesResponse404
from ...models.list_webhooks_deliveries_response_429 import ListWebhooksDeliveriesResponse429
from ...models.list_webhooks_deliveries_response_500 import ListWebhooksDeliveriesResponse500
from ...models.list_webhooks_deliveries_response_503 import ListWebhooksDeliveriesResponse503
from ...models.list_webhooks_deliveries_status import (
    ListWebhooksDeliveriesStatus,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    webhook_id: int,
    *,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    status: ListWebhooksDeliveriesStatus | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["page"] = page

    params["limit"] = limit

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/webhooks/{webhook_id}/deliveries".format(
            webhook_id=quote(str(webhook_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListWebhooksDeliveriesResponse200
    | ListWebhooksDeliveriesResponse400
    | ListWebhooksDeliveriesResponse401
    | ListWebhooksDeliveriesResponse403
    | ListWebhooksDeliveriesResponse404
    | ListWebhooksDeliveriesResponse429
    | ListWebhooksDeliveriesResponse500
    | ListWebhooksDeliveriesResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListWebhooksDeliveriesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListWebhooksDeliveriesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListWebhooksDeliveriesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListWebhooksDeliveriesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ListWebhooksDeliveriesResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = ListWebhooksDeliveriesResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListWebhooksDeliveriesResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListWebhooksDeliveriesResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListWebhooksDeliveriesResponse200
    | ListWebhooksDeliveriesResponse400
    | ListWebhooksDeliveriesResponse401
    | ListWebhooksDeliveriesResponse403
    | ListWebhooksDeliveriesResponse404
    | ListWebhooksDeliveriesResponse429
    | ListWebhooksDeliveriesResponse500
    | ListWebhooksDeliveriesResponse503
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
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    status: ListWebhooksDeliveriesStatus | Unset = UNSET,
) -> Response[
    ListWebhooksDeliveriesResponse200
    | ListWebhooksDeliveriesResponse400
    | ListWebhooksDeliveriesResponse401
    | ListWebhooksDeliveriesResponse403
    | ListWebhooksDeliveriesResponse404
    | ListWebhooksDeliveriesResponse429
    | ListWebhooksDeliveriesResponse500
    | ListWebhooksDeliveriesResponse503
]:
    """List a webhook's deliveries

     Newest first, paged (`page`, `limit`), optionally by `status` (pending, succeeded, failed). Each
    delivery keeps its id across its attempts.

    Requires the `can_read_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        page (int | Unset):
        limit (int | Unset):
        status (ListWebhooksDeliveriesStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListWebhooksDeliveriesResponse200 | ListWebhooksDeliveriesResponse400 | ListWebhooksDeliveriesResponse401 | ListWebhooksDeliveriesResponse403 | ListWebhooksDeliveriesResponse404 | ListWebhooksDeliveriesResponse429 | ListWebhooksDeliveriesResponse500 | ListWebhooksDeliveriesResponse503]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        page=page,
        limit=limit,
        status=status,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    webhook_id: int,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    status: ListWebhooksDeliveriesStatus | Unset = UNSET,
) -> (
    ListWebhooksDeliveriesResponse200
    | ListWebhooksDeliveriesResponse400
    | ListWebhooksDeliveriesResponse401
    | ListWebhooksDeliveriesResponse403
    | ListWebhooksDeliveriesResponse404
    | ListWebhooksDeliveriesResponse429
    | ListWebhooksDeliveriesResponse500
    | ListWebhooksDeliveriesResponse503
    | None
):
    """List a webhook's deliveries

     Newest first, paged (`page`, `limit`), optionally by `status` (pending, succeeded, failed). Each
    delivery keeps its id across its attempts.

    Requires the `can_read_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        page (int | Unset):
        limit (int | Unset):
        status (ListWebhooksDeliveriesStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListWebhooksDeliveriesResponse200 | ListWebhooksDeliveriesResponse400 | ListWebhooksDeliveriesResponse401 | ListWebhooksDeliveriesResponse403 | ListWebhooksDeliveriesResponse404 | ListWebhooksDeliveriesResponse429 | ListWebhooksDeliveriesResponse500 | ListWebhooksDeliveriesResponse503
    """

    return sync_detailed(
        webhook_id=webhook_id,
        client=client,
        page=page,
        limit=limit,
        status=status,
    ).parsed


async def asyncio_detailed(
    webhook_id: int,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    status: ListWebhooksDeliveriesStatus | Unset = UNSET,
) -> Response[
    ListWebhooksDeliveriesResponse200
    | ListWebhooksDeliveriesResponse400
    | ListWebhooksDeliveriesResponse401
    | ListWebhooksDeliveriesResponse403
    | ListWebhooksDeliveriesResponse404
    | ListWebhooksDeliveriesResponse429
    | ListWebhooksDeliveriesResponse500
    | ListWebhooksDeliveriesResponse503
]:
    """List a webhook's deliveries

     Newest first, paged (`page`, `limit`), optionally by `status` (pending, succeeded, failed). Each
    delivery keeps its id across its attempts.

    Requires the `can_read_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        page (int | Unset):
        limit (int | Unset):
        status (ListWebhooksDeliveriesStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListWebhooksDeliveriesResponse200 | ListWebhooksDeliveriesResponse400 | ListWebhooksDeliveriesResponse401 | ListWebhooksDeliveriesResponse403 | ListWebhooksDeliveriesResponse404 | ListWebhooksDeliveriesResponse429 | ListWebhooksDeliveriesResponse500 | ListWebhooksDeliveriesResponse503]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        page=page,
        limit=limit,
        status=status,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    webhook_id: int,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    status: ListWebhooksDeliveriesStatus | Unset = UNSET,
) -> (
    ListWebhooksDeliveriesResponse200
    | ListWebhooksDeliveriesResponse400
    | ListWebhooksDeliveriesResponse401
    | ListWebhooksDeliveriesResponse403
    | ListWebhooksDeliveriesResponse404
    | ListWebhooksDeliveriesResponse429
    | ListWebhooksDeliveriesResponse500
    | ListWebhooksDeliveriesResponse503
    | None
):
    """List a webhook's deliveries

     Newest first, paged (`page`, `limit`), optionally by `status` (pending, succeeded, failed). Each
    delivery keeps its id across its attempts.

    Requires the `can_read_webhooks` permission on the API key.

    Args:
        webhook_id (int):
        page (int | Unset):
        limit (int | Unset):
        status (ListWebhooksDeliveriesStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListWebhooksDeliveriesResponse200 | ListWebhooksDeliveriesResponse400 | ListWebhooksDeliveriesResponse401 | ListWebhooksDeliveriesResponse403 | ListWebhooksDeliveriesResponse404 | ListWebhooksDeliveriesResponse429 | ListWebhooksDeliveriesResponse500 | ListWebhooksDeliveriesResponse503
    """

    return (
        await asyncio_detailed(
            webhook_id=webhook_id,
            client=client,
            page=page,
            limit=limit,
            status=status,
        )
    ).parsed
