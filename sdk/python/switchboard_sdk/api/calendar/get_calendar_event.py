from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_calendar_event_response_200 import GetCalendarEventResponse200
from ...models.get_calendar_event_response_400 import GetCalendarEventResponse400
from ...models.get_calendar_event_response_401 import GetCalendarEventResponse401
from ...models.get_calendar_event_response_403 import GetCalendarEventResponse403
from ...models.get_calendar_event_response_404 import GetCalendarEventResponse404
from ...models.get_calendar_event_response_429 import GetCalendarEventResponse429
from ...models.get_calendar_event_response_500 import GetCalendarEventResponse500
from ...models.get_calendar_event_response_503 import GetCalendarEventResponse503
from ...types import Response


def _get_kwargs(
    event_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/calendar/events/{event_id}".format(
            event_id=quote(str(event_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetCalendarEventResponse200
    | GetCalendarEventResponse400
    | GetCalendarEventResponse401
    | GetCalendarEventResponse403
    | GetCalendarEventResponse404
    | GetCalendarEventResponse429
    | GetCalendarEventResponse500
    | GetCalendarEventResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetCalendarEventResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetCalendarEventResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetCalendarEventResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetCalendarEventResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetCalendarEventResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = GetCalendarEventResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = GetCalendarEventResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = GetCalendarEventResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetCalendarEventResponse200
    | GetCalendarEventResponse400
    | GetCalendarEventResponse401
    | GetCalendarEventResponse403
    | GetCalendarEventResponse404
    | GetCalendarEventResponse429
    | GetCalendarEventResponse500
    | GetCalendarEventResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    event_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    GetCalendarEventResponse200
    | GetCalendarEventResponse400
    | GetCalendarEventResponse401
    | GetCalendarEventResponse403
    | GetCalendarEventResponse404
    | GetCalendarEventResponse429
    | GetCalendarEventResponse500
    | GetCalendarEventResponse503
]:
    """Get a calendar event

     Requires the `can_read_calendar` permission on the API key.

    Args:
        event_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetCalendarEventResponse200 | GetCalendarEventResponse400 | GetCalendarEventResponse401 | GetCalendarEventResponse403 | GetCalendarEventResponse404 | GetCalendarEventResponse429 | GetCalendarEventResponse500 | GetCalendarEventResponse503]
    """

    kwargs = _get_kwargs(
        event_id=event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    event_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> (
    GetCalendarEventResponse200
    | GetCalendarEventResponse400
    | GetCalendarEventResponse401
    | GetCalendarEventResponse403
    | GetCalendarEventResponse404
    | GetCalendarEventResponse429
    | GetCalendarEventResponse500
    | GetCalendarEventResponse503
    | None
):
    """Get a calendar event

     Requires the `can_read_calendar` permission on the API key.

    Args:
        event_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetCalendarEventResponse200 | GetCalendarEventResponse400 | GetCalendarEventResponse401 | GetCalendarEventResponse403 | GetCalendarEventResponse404 | GetCalendarEventResponse429 | GetCalendarEventResponse500 | GetCalendarEventResponse503
    """

    return sync_detailed(
        event_id=event_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    event_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    GetCalendarEventResponse200
    | GetCalendarEventResponse400
    | GetCalendarEventResponse401
    | GetCalendarEventResponse403
    | GetCalendarEventResponse404
    | GetCalendarEventResponse429
    | GetCalendarEventResponse500
    | GetCalendarEventResponse503
]:
    """Get a calendar event

     Requires the `can_read_calendar` permission on the API key.

    Args:
        event_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetCalendarEventResponse200 | GetCalendarEventResponse400 | GetCalendarEventResponse401 | GetCalendarEventResponse403 | GetCalendarEventResponse404 | GetCalendarEventResponse429 | GetCalendarEventResponse500 | GetCalendarEventResponse503]
    """

    kwargs = _get_kwargs(
        event_id=event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    event_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> (
    GetCalendarEventResponse200
    | GetCalendarEventResponse400
    | GetCalendarEventResponse401
    | GetCalendarEventResponse403
    | GetCalendarEventResponse404
    | GetCalendarEventResponse429
    | GetCalendarEventResponse500
    | GetCalendarEventResponse503
    | None
):
    """Get a calendar event

     Requires the `can_read_calendar` permission on the API key.

    Args:
        event_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetCalendarEventResponse200 | GetCalendarEventResponse400 | GetCalendarEventResponse401 | GetCalendarEventResponse403 | GetCalendarEventResponse404 | GetCalendarEventResponse429 | GetCalendarEventResponse500 | GetCalendarEventResponse503
    """

    return (
        await asyncio_detailed(
            event_id=event_id,
            client=client,
        )
    ).parsed
