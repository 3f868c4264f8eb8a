from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.reconnect_oauth_calendar_response_200 import ReconnectOauthCalendarResponse200
from ...models.reconnect_oauth_calendar_response_400 import ReconnectOauthCalendarResponse400
from ...models.reconnect_oauth_calendar_response_401 import ReconnectOauthCalendarResponse401
from ...models.reconnect_oauth_calendar_response_403 import ReconnectOauthCalendarResponse403
from ...models.reconnect_oauth_calendar_response_404 import ReconnectOauthCalendarResponse404
from ...models.reconnect_oauth_calendar_response_409 import ReconnectOauthCalendarResponse409
from ...models.reconnect_oauth_calendar_response_422 import ReconnectOauthCalendarResponse422
from ...models.reconnect_oauth_calendar_response_429 import ReconnectOauthCalendarResponse429
from ...models.reconnect_oauth_calendar_response_500 import ReconnectOauthCalendarResponse500
from ...models.reconnect_oauth_calendar_response_503 import ReconnectOauthCalendarResponse503
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
        "url": "/api/v1/calendar/connections/{connection_id}/reconnect".format(
            connection_id=quote(str(connection_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ReconnectOauthCalendarResponse200
    | ReconnectOauthCalendarResponse400
    | ReconnectOauthCalendarResponse401
    | ReconnectOauthCalendarResponse403
    | ReconnectOauthCalendarResponse404
    | ReconnectOauthCalendarResponse409
    | ReconnectOauthCalendarResponse422
    | ReconnectOauthCalendarResponse429
    | ReconnectOauthCalendarResponse500
    | ReconnectOauthCalendarResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ReconnectOauthCalendarResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ReconnectOauthCalendarResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ReconnectOauthCalendarResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ReconnectOauthCalendarResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ReconnectOauthCalendarResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ReconnectOauthCalendarResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = ReconnectOauthCalendarResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ReconnectOauthCalendarResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ReconnectOauthCalendarResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ReconnectOauthCalendarResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ReconnectOauthCalendarResponse200
    | ReconnectOauthCalendarResponse400
    | ReconnectOauthCalendarResponse401
    | ReconnectOauthCalendarResponse403
    | ReconnectOauthCalendarResponse404
    | ReconnectOauthCalendarResponse409
    | ReconnectOauthCalendarResponse422
    | ReconnectOauthCalendarResponse429
    | ReconnectOauthCalendarResponse500
    | ReconnectOauthCalendarResponse503
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
    ReconnectOauthCalendarResponse200
    | ReconnectOauthCalendarResponse400
    | ReconnectOauthCalendarResponse401
    | ReconnectOauthCalendarResponse403
    | ReconnectOauthCalendarResponse404
    | ReconnectOauthCalendarResponse409
    | ReconnectOauthCalendarResponse422
    | ReconnectOauthCalendarResponse429
    | ReconnectOauthCalendarResponse500
    | ReconnectOauthCalendarResponse503
]:
    """Reconnect an OAuth calendar

     A new `authorization_url` for a Google, Outlook or HighLevel connection (its calendars and toggles
    are kept). A CalDAV or token connection is relinked with POST /calendar/connections.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ReconnectOauthCalendarResponse200 | ReconnectOauthCalendarResponse400 | ReconnectOauthCalendarResponse401 | ReconnectOauthCalendarResponse403 | ReconnectOauthCalendarResponse404 | ReconnectOauthCalendarResponse409 | ReconnectOauthCalendarResponse422 | ReconnectOauthCalendarResponse429 | ReconnectOauthCalendarResponse500 | ReconnectOauthCalendarResponse503]
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
    ReconnectOauthCalendarResponse200
    | ReconnectOauthCalendarResponse400
    | ReconnectOauthCalendarResponse401
    | ReconnectOauthCalendarResponse403
    | ReconnectOauthCalendarResponse404
    | ReconnectOauthCalendarResponse409
    | ReconnectOauthCalendarResponse422
    | ReconnectOauthCalendarResponse429
    | ReconnectOauthCalendarResponse500
    | ReconnectOauthCalendarResponse503
    | None
):
    """Reconnect an OAuth calendar

     A new `authorization_url` for a Google, Outlook or HighLevel connection (its calendars and toggles
    are kept). A CalDAV or token connection is relinked with POST /calendar/connections.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ReconnectOauthCalendarResponse200 | ReconnectOauthCalendarResponse400 | ReconnectOauthCalendarResponse401 | ReconnectOauthCalendarResponse403 | ReconnectOauthCalendarResponse404 | ReconnectOauthCalendarResponse409 | ReconnectOauthCalendarResponse422 | ReconnectOauthCalendarResponse429 | ReconnectOauthCalendarResponse500 | ReconnectOauthCalendarResponse503
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
    ReconnectOauthCalendarResponse200
    | ReconnectOauthCalendarResponse400
    | ReconnectOauthCalendarResponse401
    | ReconnectOauthCalendarResponse403
    | ReconnectOauthCalendarResponse404
    | ReconnectOauthCalendarResponse409
    | ReconnectOauthCalendarResponse422
    | ReconnectOauthCalendarResponse429
    | ReconnectOauthCalendarResponse500
    | ReconnectOauthCalendarResponse503
]:
    """Reconnect an OAuth calendar

     A new `authorization_url` for a Google, Outlook or HighLevel connection (its calendars and toggles
    are kept). A CalDAV or token connection is relinked with POST /calendar/connections.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ReconnectOauthCalendarResponse200 | ReconnectOauthCalendarResponse400 | ReconnectOauthCalendarResponse401 | ReconnectOauthCalendarResponse403 | ReconnectOauthCalendarResponse404 | ReconnectOauthCalendarResponse409 | ReconnectOauthCalendarResponse422 | ReconnectOauthCalendarResponse429 | ReconnectOauthCalendarResponse500 | ReconnectOauthCalendarResponse503]
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
    ReconnectOauthCalendarResponse200
    | ReconnectOauthCalendarResponse400
    | ReconnectOauthCalendarResponse401
    | ReconnectOauthCalendarResponse403
    | ReconnectOauthCalendarResponse404
    | ReconnectOauthCalendarResponse409
    | ReconnectOauthCalendarResponse422
    | ReconnectOauthCalendarResponse429
    | ReconnectOauthCalendarResponse500
    | ReconnectOauthCalendarResponse503
    | None
):
    """Reconnect an OAuth calendar

     A new `authorization_url` for a Google, Outlook or HighLevel connection (its calendars and toggles
    are kept). A CalDAV or token connection is relinked with POST /calendar/connections.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ReconnectOauthCalendarResponse200 | ReconnectOauthCalendarResponse400 | ReconnectOauthCalendarResponse401 | ReconnectOauthCalendarResponse403 | ReconnectOauthCalendarResponse404 | ReconnectOauthCalendarResponse409 | ReconnectOauthCalendarResponse422 | ReconnectOauthCalendarResponse429 | ReconnectOauthCalendarResponse500 | ReconnectOauthCalendarResponse503
    """

    return (
        await asyncio_detailed(
            connection_id=connection_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
