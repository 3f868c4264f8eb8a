from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.unlink_calendar_connection_response_200 import UnlinkCalendarConnectionResponse200
from ...models.unlink_calendar_connection_response_400 import UnlinkCalendarConnectionResponse400
from ...models.unlink_calendar_connection_response_401 import UnlinkCalendarConnectionResponse401
from ...models.unlink_calendar_connection_response_403 import UnlinkCalendarConnectionResponse403
from ...models.unlink_calendar_connection_response_404 import UnlinkCalendarConnectionResponse404
from ...models.unlink_calendar_connection_response_409 import UnlinkCalendarConnectionResponse409
from ...models.unlink_calendar_connection_response_422 import UnlinkCalendarConnectionResponse422
from ...models.unlink_calendar_connection_response_429 import UnlinkCalendarConnectionResponse429
from ...models.unlink_calendar_connection_response_500 import UnlinkCalendarConnectionResponse500
from ...models.unlink_calendar_connection_response_503 import UnlinkCalendarConnectionResponse503
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
        "method": "delete",
        "url": "/api/v1/calendar/connections/{connection_id}".format(
            connection_id=quote(str(connection_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    UnlinkCalendarConnectionResponse200
    | UnlinkCalendarConnectionResponse400
    | UnlinkCalendarConnectionResponse401
    | UnlinkCalendarConnectionResponse403
    | UnlinkCalendarConnectionResponse404
    | UnlinkCalendarConnectionResponse409
    | UnlinkCalendarConnectionResponse422
    | UnlinkCalendarConnectionResponse429
    | UnlinkCalendarConnectionResponse500
    | UnlinkCalendarConnectionResponse503
    | None
):
    if response.status_code == 200:
        response_200 = UnlinkCalendarConnectionResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = UnlinkCalendarConnectionResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UnlinkCalendarConnectionResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UnlinkCalendarConnectionResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UnlinkCalendarConnectionResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = UnlinkCalendarConnectionResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = UnlinkCalendarConnectionResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = UnlinkCalendarConnectionResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = UnlinkCalendarConnectionResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = UnlinkCalendarConnectionResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    UnlinkCalendarConnectionResponse200
    | UnlinkCalendarConnectionResponse400
    | UnlinkCalendarConnectionResponse401
    | UnlinkCalendarConnectionResponse403
    | UnlinkCalendarConnectionResponse404
    | UnlinkCalendarConnectionResponse409
    | UnlinkCalendarConnectionResponse422
    | UnlinkCalendarConnectionResponse429
    | UnlinkCalendarConnectionResponse500
    | UnlinkCalendarConnectionResponse503
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
    UnlinkCalendarConnectionResponse200
    | UnlinkCalendarConnectionResponse400
    | UnlinkCalendarConnectionResponse401
    | UnlinkCalendarConnectionResponse403
    | UnlinkCalendarConnectionResponse404
    | UnlinkCalendarConnectionResponse409
    | UnlinkCalendarConnectionResponse422
    | UnlinkCalendarConnectionResponse429
    | UnlinkCalendarConnectionResponse500
    | UnlinkCalendarConnectionResponse503
]:
    """Unlink a calendar connection

     Stops its push channels and revokes the grant where the provider can, then forgets it and its cached
    busy time: its person's slots are no longer blocked by it. Copies already written stay in the
    outside calendar.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UnlinkCalendarConnectionResponse200 | UnlinkCalendarConnectionResponse400 | UnlinkCalendarConnectionResponse401 | UnlinkCalendarConnectionResponse403 | UnlinkCalendarConnectionResponse404 | UnlinkCalendarConnectionResponse409 | UnlinkCalendarConnectionResponse422 | UnlinkCalendarConnectionResponse429 | UnlinkCalendarConnectionResponse500 | UnlinkCalendarConnectionResponse503]
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
    UnlinkCalendarConnectionResponse200
    | UnlinkCalendarConnectionResponse400
    | UnlinkCalendarConnectionResponse401
    | UnlinkCalendarConnectionResponse403
    | UnlinkCalendarConnectionResponse404
    | UnlinkCalendarConnectionResponse409
    | UnlinkCalendarConnectionResponse422
    | UnlinkCalendarConnectionResponse429
    | UnlinkCalendarConnectionResponse500
    | UnlinkCalendarConnectionResponse503
    | None
):
    """Unlink a calendar connection

     Stops its push channels and revokes the grant where the provider can, then forgets it and its cached
    busy time: its person's slots are no longer blocked by it. Copies already written stay in the
    outside calendar.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UnlinkCalendarConnectionResponse200 | UnlinkCalendarConnectionResponse400 | UnlinkCalendarConnectionResponse401 | UnlinkCalendarConnectionResponse403 | UnlinkCalendarConnectionResponse404 | UnlinkCalendarConnectionResponse409 | UnlinkCalendarConnectionResponse422 | UnlinkCalendarConnectionResponse429 | UnlinkCalendarConnectionResponse500 | UnlinkCalendarConnectionResponse503
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
    UnlinkCalendarConnectionResponse200
    | UnlinkCalendarConnectionResponse400
    | UnlinkCalendarConnectionResponse401
    | UnlinkCalendarConnectionResponse403
    | UnlinkCalendarConnectionResponse404
    | UnlinkCalendarConnectionResponse409
    | UnlinkCalendarConnectionResponse422
    | UnlinkCalendarConnectionResponse429
    | UnlinkCalendarConnectionResponse500
    | UnlinkCalendarConnectionResponse503
]:
    """Unlink a calendar connection

     Stops its push channels and revokes the grant where the provider can, then forgets it and its cached
    busy time: its person's slots are no longer blocked by it. Copies already written stay in the
    outside calendar.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UnlinkCalendarConnectionResponse200 | UnlinkCalendarConnectionResponse400 | UnlinkCalendarConnectionResponse401 | UnlinkCalendarConnectionResponse403 | UnlinkCalendarConnectionResponse404 | UnlinkCalendarConnectionResponse409 | UnlinkCalendarConnectionResponse422 | UnlinkCalendarConnectionResponse429 | UnlinkCalendarConnectionResponse500 | UnlinkCalendarConnectionResponse503]
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
    UnlinkCalendarConnectionResponse200
    | UnlinkCalendarConnectionResponse400
    | UnlinkCalendarConnectionResponse401
    | UnlinkCalendarConnectionResponse403
    | UnlinkCalendarConnectionResponse404
    | UnlinkCalendarConnectionResponse409
    | UnlinkCalendarConnectionResponse422
    | UnlinkCalendarConnectionResponse429
    | UnlinkCalendarConnectionResponse500
    | UnlinkCalendarConnectionResponse503
    | None
):
    """Unlink a calendar connection

     Stops its push channels and revokes the grant where the provider can, then forgets it and its cached
    busy time: its person's slots are no longer blocked by it. Copies already written stay in the
    outside calendar.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UnlinkCalendarConnectionResponse200 | UnlinkCalendarConnectionResponse400 | UnlinkCalendarConnectionResponse401 | UnlinkCalendarConnectionResponse403 | UnlinkCalendarConnectionResponse404 | UnlinkCalendarConnectionResponse409 | UnlinkCalendarConnectionResponse422 | UnlinkCalendarConnectionResponse429 | UnlinkCalendarConnectionResponse500 | UnlinkCalendarConnectionResponse503
    """

    return (
        await asyncio_detailed(
            connection_id=connection_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
