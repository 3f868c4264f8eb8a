from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.sync_linked_calendar_now_response_200 import SyncLinkedCalendarNowResponse200
from ...models.sync_linked_calendar_now_response_400 import SyncLinkedCalendarNowResponse400
from ...models.sync_linked_calendar_now_response_401 import SyncLinkedCalendarNowResponse401
from ...models.sync_linked_calendar_now_response_403 import SyncLinkedCalendarNowResponse403
from ...models.sync_linked_calendar_now_response_404 import SyncLinkedCalendarNowResponse404
from ...models.sync_linked_calendar_now_response_409 import SyncLinkedCalendarNowResponse409
from ...models.sync_linked_calendar_now_response_422 import SyncLinkedCalendarNowResponse422
from ...models.sync_linked_calendar_now_response_429 import SyncLinkedCalendarNowResponse429
from ...models.sync_linked_calendar_now_response_500 import SyncLinkedCalendarNowResponse500
from ...models.sync_linked_calendar_now_response_503 import SyncLinkedCalendarNowResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    connection_id: int,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/calendar/connections/{connection_id}/sync".format(
            connection_id=quote(str(connection_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    SyncLinkedCalendarNowResponse200
    | SyncLinkedCalendarNowResponse400
    | SyncLinkedCalendarNowResponse401
    | SyncLinkedCalendarNowResponse403
    | SyncLinkedCalendarNowResponse404
    | SyncLinkedCalendarNowResponse409
    | SyncLinkedCalendarNowResponse422
    | SyncLinkedCalendarNowResponse429
    | SyncLinkedCalendarNowResponse500
    | SyncLinkedCalendarNowResponse503
    | None
):
    if response.status_code == 200:
        response_200 = SyncLinkedCalendarNowResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = SyncLinkedCalendarNowResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = SyncLinkedCalendarNowResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SyncLinkedCalendarNowResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = SyncLinkedCalendarNowResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = SyncLinkedCalendarNowResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = SyncLinkedCalendarNowResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = SyncLinkedCalendarNowResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = SyncLinkedCalendarNowResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = SyncLinkedCalendarNowResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    SyncLinkedCalendarNowResponse200
    | SyncLinkedCalendarNowResponse400
    | SyncLinkedCalendarNowResponse401
    | SyncLinkedCalendarNowResponse403
    | SyncLinkedCalendarNowResponse404
    | SyncLinkedCalendarNowResponse409
    | SyncLinkedCalendarNowResponse422
    | SyncLinkedCalendarNowResponse429
    | SyncLinkedCalendarNowResponse500
    | SyncLinkedCalendarNowResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    connection_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SyncLinkedCalendarNowResponse200
    | SyncLinkedCalendarNowResponse400
    | SyncLinkedCalendarNowResponse401
    | SyncLinkedCalendarNowResponse403
    | SyncLinkedCalendarNowResponse404
    | SyncLinkedCalendarNowResponse409
    | SyncLinkedCalendarNowResponse422
    | SyncLinkedCalendarNowResponse429
    | SyncLinkedCalendarNowResponse500
    | SyncLinkedCalendarNowResponse503
]:
    """Sync a linked calendar now

     Reads the connection's calendars now (incremental where the provider allows) and answers how it
    went; a sync already under way is not doubled.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SyncLinkedCalendarNowResponse200 | SyncLinkedCalendarNowResponse400 | SyncLinkedCalendarNowResponse401 | SyncLinkedCalendarNowResponse403 | SyncLinkedCalendarNowResponse404 | SyncLinkedCalendarNowResponse409 | SyncLinkedCalendarNowResponse422 | SyncLinkedCalendarNowResponse429 | SyncLinkedCalendarNowResponse500 | SyncLinkedCalendarNowResponse503]
    """

    kwargs = _get_kwargs(
        connection_id=connection_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    connection_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    SyncLinkedCalendarNowResponse200
    | SyncLinkedCalendarNowResponse400
    | SyncLinkedCalendarNowResponse401
    | SyncLinkedCalendarNowResponse403
    | SyncLinkedCalendarNowResponse404
    | SyncLinkedCalendarNowResponse409
    | SyncLinkedCalendarNowResponse422
    | SyncLinkedCalendarNowResponse429
    | SyncLinkedCalendarNowResponse500
    | SyncLinkedCalendarNowResponse503
    | None
):
    """Sync a linked calendar now

     Reads the connection's calendars now (incremental where the provider allows) and answers how it
    went; a sync already under way is not doubled.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SyncLinkedCalendarNowResponse200 | SyncLinkedCalendarNowResponse400 | SyncLinkedCalendarNowResponse401 | SyncLinkedCalendarNowResponse403 | SyncLinkedCalendarNowResponse404 | SyncLinkedCalendarNowResponse409 | SyncLinkedCalendarNowResponse422 | SyncLinkedCalendarNowResponse429 | SyncLinkedCalendarNowResponse500 | SyncLinkedCalendarNowResponse503
    """

    return sync_detailed(
        connection_id=connection_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    connection_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SyncLinkedCalendarNowResponse200
    | SyncLinkedCalendarNowResponse400
    | SyncLinkedCalendarNowResponse401
    | SyncLinkedCalendarNowResponse403
    | SyncLinkedCalendarNowResponse404
    | SyncLinkedCalendarNowResponse409
    | SyncLinkedCalendarNowResponse422
    | SyncLinkedCalendarNowResponse429
    | SyncLinkedCalendarNowResponse500
    | SyncLinkedCalendarNowResponse503
]:
    """Sync a linked calendar now

     Reads the connection's calendars now (incremental where the provider allows) and answers how it
    went; a sync already under way is not doubled.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SyncLinkedCalendarNowResponse200 | SyncLinkedCalendarNowResponse400 | SyncLinkedCalendarNowResponse401 | SyncLinkedCalendarNowResponse403 | SyncLinkedCalendarNowResponse404 | SyncLinkedCalendarNowResponse409 | SyncLinkedCalendarNowResponse422 | SyncLinkedCalendarNowResponse429 | SyncLinkedCalendarNowResponse500 | SyncLinkedCalendarNowResponse503]
    """

    kwargs = _get_kwargs(
        connection_id=connection_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    connection_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    SyncLinkedCalendarNowResponse200
    | SyncLinkedCalendarNowResponse400
    | SyncLinkedCalendarNowResponse401
    | SyncLinkedCalendarNowResponse403
    | SyncLinkedCalendarNowResponse404
    | SyncLinkedCalendarNowResponse409
    | SyncLinkedCalendarNowResponse422
    | SyncLinkedCalendarNowResponse429
    | SyncLinkedCalendarNowResponse500
    | SyncLinkedCalendarNowResponse503
    | None
):
    """Sync a linked calendar now

     Reads the connection's calendars now (incremental where the provider allows) and answers how it
    went; a sync already under way is not doubled.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SyncLinkedCalendarNowResponse200 | SyncLinkedCalendarNowResponse400 | SyncLinkedCalendarNowResponse401 | SyncLinkedCalendarNowResponse403 | SyncLinkedCalendarNowResponse404 | SyncLinkedCalendarNowResponse409 | SyncLinkedCalendarNowResponse422 | SyncLinkedCalendarNowResponse429 | SyncLinkedCalendarNowResponse500 | SyncLinkedCalendarNowResponse503
    """

    return (
        await asyncio_detailed(
            connection_id=connection_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
