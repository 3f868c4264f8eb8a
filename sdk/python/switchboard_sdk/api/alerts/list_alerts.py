from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_alerts_response_200 import ListAlertsResponse200
from ...models.list_alerts_response_400 import ListAlertsResponse400
from ...models.list_alerts_response_401 import ListAlertsResponse401
from ...models.list_alerts_response_403 import ListAlertsResponse403
from ...models.list_alerts_response_429 import ListAlertsResponse429
from ...models.list_alerts_response_500 import ListAlertsResponse500
from ...models.list_alerts_response_503 import ListAlertsResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["page"] = page

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/alerts",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListAlertsResponse200
    | ListAlertsResponse400
    | ListAlertsResponse401
    | ListAlertsResponse403
    | ListAlertsResponse429
    | ListAlertsResponse500
    | ListAlertsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListAlertsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListAlertsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListAlertsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListAlertsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ListAlertsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListAlertsResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListAlertsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListAlertsResponse200
    | ListAlertsResponse400
    | ListAlertsResponse401
    | ListAlertsResponse403
    | ListAlertsResponse429
    | ListAlertsResponse500
    | ListAlertsResponse503
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
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListAlertsResponse200
    | ListAlertsResponse400
    | ListAlertsResponse401
    | ListAlertsResponse403
    | ListAlertsResponse429
    | ListAlertsResponse500
    | ListAlertsResponse503
]:
    """List alerts

     The account's alerts, oldest first, paged (`page` ≥ 1, 1 ≤ `limit` ≤ 100, default 20), each with its
    state (`ok` or `triggered`), the value of its last evaluation and when it last triggered. Any user
    of the account may read them.

    Requires the `can_read_webhooks` permission on the API key.

    Args:
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListAlertsResponse200 | ListAlertsResponse400 | ListAlertsResponse401 | ListAlertsResponse403 | ListAlertsResponse429 | ListAlertsResponse500 | ListAlertsResponse503]
    """

    kwargs = _get_kwargs(
        page=page,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListAlertsResponse200
    | ListAlertsResponse400
    | ListAlertsResponse401
    | ListAlertsResponse403
    | ListAlertsResponse429
    | ListAlertsResponse500
    | ListAlertsResponse503
    | None
):
    """List alerts

     The account's alerts, oldest first, paged (`page` ≥ 1, 1 ≤ `limit` ≤ 100, default 20), each with its
    state (`ok` or `triggered`), the value of its last evaluation and when it last triggered. Any user
    of the account may read them.

    Requires the `can_read_webhooks` permission on the API key.

    Args:
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListAlertsResponse200 | ListAlertsResponse400 | ListAlertsResponse401 | ListAlertsResponse403 | ListAlertsResponse429 | ListAlertsResponse500 | ListAlertsResponse503
    """

    return sync_detailed(
        client=client,
        page=page,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListAlertsResponse200
    | ListAlertsResponse400
    | ListAlertsResponse401
    | ListAlertsResponse403
    | ListAlertsResponse429
    | ListAlertsResponse500
    | ListAlertsResponse503
]:
    """List alerts

     The account's alerts, oldest first, paged (`page` ≥ 1, 1 ≤ `limit` ≤ 100, default 20), each with its
    state (`ok` or `triggered`), the value of its last evaluation and when it last triggered. Any user
    of the account may read them.

    Requires the `can_read_webhooks` permission on the API key.

    Args:
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListAlertsResponse200 | ListAlertsResponse400 | ListAlertsResponse401 | ListAlertsResponse403 | ListAlertsResponse429 | ListAlertsResponse500 | ListAlertsResponse503]
    """

    kwargs = _get_kwargs(
        page=page,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListAlertsResponse200
    | ListAlertsResponse400
    | ListAlertsResponse401
    | ListAlertsResponse403
    | ListAlertsResponse429
    | ListAlertsResponse500
    | ListAlertsResponse503
    | None
):
    """List alerts

     The account's alerts, oldest first, paged (`page` ≥ 1, 1 ≤ `limit` ≤ 100, default 20), each with its
    state (`ok` or `triggered`), the value of its last evaluation and when it last triggered. Any user
    of the account may read them.

    Requires the `can_read_webhooks` permission on the API key.

    Args:
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListAlertsResponse200 | ListAlertsResponse400 | ListAlertsResponse401 | ListAlertsResponse403 | ListAlertsResponse429 | ListAlertsResponse500 | ListAlertsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            limit=limit,
        )
    ).parsed
