from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.free_time_slots_explain_type_1 import FreeTimeSlotsExplainType1
from ...models.free_time_slots_response_200 import FreeTimeSlotsResponse200
from ...models.free_time_slots_response_400 import FreeTimeSlotsResponse400
from ...models.free_time_slots_response_401 import FreeTimeSlotsResponse401
from ...models.free_time_slots_response_403 import FreeTimeSlotsResponse403
from ...models.free_time_slots_response_429 import FreeTimeSlotsResponse429
from ...models.free_time_slots_response_500 import FreeTimeSlotsResponse500
from ...models.free_time_slots_response_503 import FreeTimeSlotsResponse503
from ...models.time_zone import TimeZone
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    start_date: str | Unset = UNSET,
    end_date: str | Unset = UNSET,
    duration: int | Unset = UNSET,
    timezone: TimeZone | Unset = UNSET,
    explain: bool | FreeTimeSlotsExplainType1 | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["start_date"] = start_date

    params["end_date"] = end_date

    params["duration"] = duration

    json_timezone: str | Unset = UNSET
    if not isinstance(timezone, Unset):
        json_timezone = timezone

    params["timezone"] = json_timezone

    json_explain: bool | str | Unset
    if isinstance(explain, Unset):
        json_explain = UNSET
    elif isinstance(explain, str):
        json_explain = explain
    else:
        json_explain = explain
    params["explain"] = json_explain

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/calendar/availability",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    FreeTimeSlotsResponse200
    | FreeTimeSlotsResponse400
    | FreeTimeSlotsResponse401
    | FreeTimeSlotsResponse403
    | FreeTimeSlotsResponse429
    | FreeTimeSlotsResponse500
    | FreeTimeSlotsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = FreeTimeSlotsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = FreeTimeSlotsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = FreeTimeSlotsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = FreeTimeSlotsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = FreeTimeSlotsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = FreeTimeSlotsResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = FreeTimeSlotsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    FreeTimeSlotsResponse200
    | FreeTimeSlotsResponse400
    | FreeTimeSlotsResponse401
    | FreeTimeSlotsResponse403
    | FreeTimeSlotsResponse429
    | FreeTimeSlotsResponse500
    | FreeTimeSlotsResponse503
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
    duration: int | Unset = UNSET,
    timezone: TimeZone | Unset = UNSET,
    explain: bool | FreeTimeSlotsExplainType1 | Unset = UNSET,
) -> Response[
    FreeTimeSlotsResponse200
    | FreeTimeSlotsResponse400
    | FreeTimeSlotsResponse401
    | FreeTimeSlotsResponse403
    | FreeTimeSlotsResponse429
    | FreeTimeSlotsResponse500
    | FreeTimeSlotsResponse503
]:
    """Free time slots

     The key user's free slots: inside both their schedule and the business hours, stepping by duration
    from the start of each working interval, at least the minimum notice from now, and clear of
    scheduled or confirmed events widened by the business buffer. Slot starts fall within the whole days
    start_date..end_date in timezone.

    Requires the `can_read_calendar` permission on the API key.

    Args:
        start_date (str | Unset):
        end_date (str | Unset):
        duration (int | Unset):
        timezone (TimeZone | Unset): An IANA time zone such as America/New_York.
        explain (bool | FreeTimeSlotsExplainType1 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FreeTimeSlotsResponse200 | FreeTimeSlotsResponse400 | FreeTimeSlotsResponse401 | FreeTimeSlotsResponse403 | FreeTimeSlotsResponse429 | FreeTimeSlotsResponse500 | FreeTimeSlotsResponse503]
    """

    kwargs = _get_kwargs(
        start_date=start_date,
        end_date=end_date,
        duration=duration,
        timezone=timezone,
        explain=explain,
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
    duration: int | Unset = UNSET,
    timezone: TimeZone | Unset = UNSET,
    explain: bool | FreeTimeSlotsExplainType1 | Unset = UNSET,
) -> (
    FreeTimeSlotsResponse200
    | FreeTimeSlotsResponse400
    | FreeTimeSlotsResponse401
    | FreeTimeSlotsResponse403
    | FreeTimeSlotsResponse429
    | FreeTimeSlotsResponse500
    | FreeTimeSlotsResponse503
    | None
):
    """Free time slots

     The key user's free slots: inside both their schedule and the business hours, stepping by duration
    from the start of each working interval, at least the minimum notice from now, and clear of
    scheduled or confirmed events widened by the business buffer. Slot starts fall within the whole days
    start_date..end_date in timezone.

    Requires the `can_read_calendar` permission on the API key.

    Args:
        start_date (str | Unset):
        end_date (str | Unset):
        duration (int | Unset):
        timezone (TimeZone | Unset): An IANA time zone such as America/New_York.
        explain (bool | FreeTimeSlotsExplainType1 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FreeTimeSlotsResponse200 | FreeTimeSlotsResponse400 | FreeTimeSlotsResponse401 | FreeTimeSlotsResponse403 | FreeTimeSlotsResponse429 | FreeTimeSlotsResponse500 | FreeTimeSlotsResponse503
    """

    return sync_detailed(
        client=client,
        start_date=start_date,
        end_date=end_date,
        duration=duration,
        timezone=timezone,
        explain=explain,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    start_date: str | Unset = UNSET,
    end_date: str | Unset = UNSET,
    duration: int | Unset = UNSET,
    timezone: TimeZone | Unset = UNSET,
    explain: bool | FreeTimeSlotsExplainType1 | Unset = UNSET,
) -> Response[
    FreeTimeSlotsResponse200
    | FreeTimeSlotsResponse400
    | FreeTimeSlotsResponse401
    | FreeTimeSlotsResponse403
    | FreeTimeSlotsResponse429
    | FreeTimeSlotsResponse500
    | FreeTimeSlotsResponse503
]:
    """Free time slots

     The key user's free slots: inside both their schedule and the business hours, stepping by duration
    from the start of each working interval, at least the minimum notice from now, and clear of
    scheduled or confirmed events widened by the business buffer. Slot starts fall within the whole days
    start_date..end_date in timezone.

    Requires the `can_read_calendar` permission on the API key.

    Args:
        start_date (str | Unset):
        end_date (str | Unset):
        duration (int | Unset):
        timezone (TimeZone | Unset): An IANA time zone such as America/New_York.
        explain (bool | FreeTimeSlotsExplainType1 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[FreeTimeSlotsResponse200 | FreeTimeSlotsResponse400 | FreeTimeSlotsResponse401 | FreeTimeSlotsResponse403 | FreeTimeSlotsResponse429 | FreeTimeSlotsResponse500 | FreeTimeSlotsResponse503]
    """

    kwargs = _get_kwargs(
        start_date=start_date,
        end_date=end_date,
        duration=duration,
        timezone=timezone,
        explain=explain,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    start_date: str | Unset = UNSET,
    end_date: str | Unset = UNSET,
    duration: int | Unset = UNSET,
    timezone: TimeZone | Unset = UNSET,
    explain: bool | FreeTimeSlotsExplainType1 | Unset = UNSET,
) -> (
    FreeTimeSlotsResponse200
    | FreeTimeSlotsResponse400
    | FreeTimeSlotsResponse401
    | FreeTimeSlotsResponse403
    | FreeTimeSlotsResponse429
    | FreeTimeSlotsResponse500
    | FreeTimeSlotsResponse503
    | None
):
    """Free time slots

     The key user's free slots: inside both their schedule and the business hours, stepping by duration
    from the start of each working interval, at least the minimum notice from now, and clear of
    scheduled or confirmed events widened by the business buffer. Slot starts fall within the whole days
    start_date..end_date in timezone.

    Requires the `can_read_calendar` permission on the API key.

    Args:
        start_date (str | Unset):
        end_date (str | Unset):
        duration (int | Unset):
        timezone (TimeZone | Unset): An IANA time zone such as America/New_York.
        explain (bool | FreeTimeSlotsExplainType1 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        FreeTimeSlotsResponse200 | FreeTimeSlotsResponse400 | FreeTimeSlotsResponse401 | FreeTimeSlotsResponse403 | FreeTimeSlotsResponse429 | FreeTimeSlotsResponse500 | FreeTimeSlotsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            start_date=start_date,
            end_date=end_date,
            duration=duration,
            timezone=timezone,
            explain=explain,
        )
    ).parsed
