from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_calendar_events_response_200 import ListCalendarEventsResponse200
from ...models.list_calendar_events_response_400 import ListCalendarEventsResponse400
from ...models.list_calendar_events_response_401 import ListCalendarEventsResponse401
from ...models.list_calendar_events_response_403 import ListCalendarEventsResponse403
from ...models.list_calendar_events_response_429 import ListCalendarEventsResponse429
from ...models.list_calendar_events_response_500 import ListCalendarEventsResponse500
from ...models.list_calendar_events_response_503 import ListCalendarEventsResponse503
from ...models.list_calendar_events_status import ListCalendarEventsStatus
from ...models.time_zone import TimeZone
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    start_date: str | Unset = UNSET,
    end_date: str | Unset = UNSET,
    status: ListCalendarEventsStatus | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    timezone: TimeZone | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["start_date"] = start_date

    params["end_date"] = end_date

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status

    params["page"] = page

    params["limit"] = limit

    json_timezone: str | Unset = UNSET
    if not isinstance(timezone, Unset):
        json_timezone = timezone

    params["timezone"] = json_timezone

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/calendar/events",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListCalendarEventsResponse200
    | ListCalendarEventsResponse400
    | ListCalendarEventsResponse401
    | ListCalendarEventsResponse403
    | ListCalendarEventsResponse429
    | ListCalendarEventsResponse500
    | ListCalendarEventsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListCalendarEventsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListCalendarEventsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListCalendarEventsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListCalendarEventsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ListCalendarEventsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListCalendarEventsResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListCalendarEventsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListCalendarEventsResponse200
    | ListCalendarEventsResponse400
    | ListCalendarEventsResponse401
    | ListCalendarEventsResponse403
    | ListCalendarEventsResponse429
    | ListCalendarEventsResponse500
    | ListCalendarEventsResponse503
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
    start_date: str | Unset = UNSET,
    end_date: str | Unset = UNSET,
    status: ListCalendarEventsStatus | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    timezone: TimeZone | Unset = UNSET,
) -> Response[
    ListCalendarEventsResponse200
    | ListCalendarEventsResponse400
    | ListCalendarEventsResponse401
    | ListCalendarEventsResponse403
    | ListCalendarEventsResponse429
    | ListCalendarEventsResponse500
    | ListCalendarEventsResponse503
]:
    """List calendar events

     Visible events that intersect the whole days start_date..end_date (inclusive) in timezone, ordered
    by start time then id, a page at a time.

    Requires the `can_read_calendar` permission on the API key.

    Args:
        start_date (str | Unset):
        end_date (str | Unset):
        status (ListCalendarEventsStatus | Unset):
        page (int | Unset):
        limit (int | Unset):
        timezone (TimeZone | Unset): An IANA time zone such as America/New_York.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListCalendarEventsResponse200 | ListCalendarEventsResponse400 | ListCalendarEventsResponse401 | ListCalendarEventsResponse403 | ListCalendarEventsResponse429 | ListCalendarEventsResponse500 | ListCalendarEventsResponse503]
    """

    kwargs = _get_kwargs(
        start_date=start_date,
        end_date=end_date,
        status=status,
        page=page,
        limit=limit,
        timezone=timezone,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    start_date: str | Unset = UNSET,
    end_date: str | Unset = UNSET,
    status: ListCalendarEventsStatus | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    timezone: TimeZone | Unset = UNSET,
) -> (
    ListCalendarEventsResponse200
    | ListCalendarEventsResponse400
    | ListCalendarEventsResponse401
    | ListCalendarEventsResponse403
    | ListCalendarEventsResponse429
    | ListCalendarEventsResponse500
    | ListCalendarEventsResponse503
    | None
):
    """List calendar events

     Visible events that intersect the whole days start_date..end_date (inclusive) in timezone, ordered
    by start time then id, a page at a time.

    Requires the `can_read_calendar` permission on the API key.

    Args:
        start_date (str | Unset):
        end_date (str | Unset):
        status (ListCalendarEventsStatus | Unset):
        page (int | Unset):
        limit (int | Unset):
        timezone (TimeZone | Unset): An IANA time zone such as America/New_York.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListCalendarEventsResponse200 | ListCalendarEventsResponse400 | ListCalendarEventsResponse401 | ListCalendarEventsResponse403 | ListCalendarEventsResponse429 | ListCalendarEventsResponse500 | ListCalendarEventsResponse503
    """

    return sync_detailed(
        client=client,
        start_date=start_date,
        end_date=end_date,
        status=status,
        page=page,
        limit=limit,
        timezone=timezone,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    start_date: str | Unset = UNSET,
    end_date: str | Unset = UNSET,
    status: ListCalendarEventsStatus | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    timezone: TimeZone | Unset = UNSET,
) -> Response[
    ListCalendarEventsResponse200
    | ListCalendarEventsResponse400
    | ListCalendarEventsResponse401
    | ListCalendarEventsResponse403
    | ListCalendarEventsResponse429
    | ListCalendarEventsResponse500
    | ListCalendarEventsResponse503
]:
    """List calendar events

     Visible events that intersect the whole days start_date..end_date (inclusive) in timezone, ordered
    by start time then id, a page at a time.

    Requires the `can_read_calendar` permission on the API key.

    Args:
        start_date (str | Unset):
        end_date (str | Unset):
        status (ListCalendarEventsStatus | Unset):
        page (int | Unset):
        limit (int | Unset):
        timezone (TimeZone | Unset): An IANA time zone such as America/New_York.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListCalendarEventsResponse200 | ListCalendarEventsResponse400 | ListCalendarEventsResponse401 | ListCalendarEventsResponse403 | ListCalendarEventsResponse429 | ListCalendarEventsResponse500 | ListCalendarEventsResponse503]
    """

    kwargs = _get_kwargs(
        start_date=start_date,
        end_date=end_date,
        status=status,
        page=page,
        limit=limit,
        timezone=timezone,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    start_date: str | Unset = UNSET,
    end_date: str | Unset = UNSET,
    status: ListCalendarEventsStatus | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    timezone: TimeZone | Unset = UNSET,
) -> (
    ListCalendarEventsResponse200
    | ListCalendarEventsResponse400
    | ListCalendarEventsResponse401
    | ListCalendarEventsResponse403
    | ListCalendarEventsResponse429
    | ListCalendarEventsResponse500
    | ListCalendarEventsResponse503
    | None
):
    """List calendar events

     Visible events that intersect the whole days start_date..end_date (inclusive) in timezone, ordered
    by start time then id, a page at a time.

    Requires the `can_read_calendar` permission on the API key.

    Args:
        start_date (str | Unset):
        end_date (str | Unset):
        status (ListCalendarEventsStatus | Unset):
        page (int | Unset):
        limit (int | Unset):
        timezone (TimeZone | Unset): An IANA time zone such as America/New_York.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListCalendarEventsResponse200 | ListCalendarEventsResponse400 | ListCalendarEventsResponse401 | ListCalendarEventsResponse403 | ListCalendarEventsResponse429 | ListCalendarEventsResponse500 | ListCalendarEventsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            start_date=start_date,
            end_date=end_date,
            status=status,
            page=page,
            limit=limit,
            timezone=timezone,
        )
    ).parsed
