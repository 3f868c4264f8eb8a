from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.call_analytics_group_by import CallAnalyticsGroupBy
from ...models.call_analytics_response_200 import CallAnalyticsResponse200
from ...models.call_analytics_response_400 import CallAnalyticsResponse400
from ...models.call_analytics_response_401 import CallAnalyticsResponse401
from ...models.call_analytics_response_403 import CallAnalyticsResponse403
from ...models.call_analytics_response_429 import CallAnalyticsResponse429
from ...models.call_analytics_response_500 import CallAnalyticsResponse500
from ...models.call_analytics_response_503 import CallAnalyticsResponse503
from ...models.time_zone import TimeZone
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    group_by: CallAnalyticsGroupBy | Unset = "day",
    timezone: TimeZone | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["from"] = from_

    params["to"] = to

    json_group_by: str | Unset = UNSET
    if not isinstance(group_by, Unset):
        json_group_by = group_by

    params["group_by"] = json_group_by

    json_timezone: str | Unset = UNSET
    if not isinstance(timezone, Unset):
        json_timezone = timezone

    params["timezone"] = json_timezone

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/analytics/calls",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CallAnalyticsResponse200
    | CallAnalyticsResponse400
    | CallAnalyticsResponse401
    | CallAnalyticsResponse403
    | CallAnalyticsResponse429
    | CallAnalyticsResponse500
    | CallAnalyticsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = CallAnalyticsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = CallAnalyticsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CallAnalyticsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CallAnalyticsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = CallAnalyticsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = CallAnalyticsResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = CallAnalyticsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CallAnalyticsResponse200
    | CallAnalyticsResponse400
    | CallAnalyticsResponse401
    | CallAnalyticsResponse403
    | CallAnalyticsResponse429
    | CallAnalyticsResponse500
    | CallAnalyticsResponse503
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
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    group_by: CallAnalyticsGroupBy | Unset = "day",
    timezone: TimeZone | Unset = UNSET,
) -> Response[
    CallAnalyticsResponse200
    | CallAnalyticsResponse400
    | CallAnalyticsResponse401
    | CallAnalyticsResponse403
    | CallAnalyticsResponse429
    | CallAnalyticsResponse500
    | CallAnalyticsResponse503
]:
    """Call analytics

     Counts, talk minutes, cost, bookings and success rate of the calls created between `from` and `to`
    (whole days in `timezone`, both included, at most 366 days; default the last 30 days), per day
    (every day of the period), agent, status or campaign, plus totals. Computed by SQL aggregates over
    the calls the key can see (the visibility of `GET /api/v1/calls`). `success_rate` is the share of
    analyzed calls judged successful, null when none was judged.

    Requires the `can_read_calls` permission on the API key.

    Args:
        from_ (str | Unset):
        to (str | Unset):
        group_by (CallAnalyticsGroupBy | Unset):  Default: 'day'.
        timezone (TimeZone | Unset): An IANA time zone such as America/New_York.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CallAnalyticsResponse200 | CallAnalyticsResponse400 | CallAnalyticsResponse401 | CallAnalyticsResponse403 | CallAnalyticsResponse429 | CallAnalyticsResponse500 | CallAnalyticsResponse503]
    """

    kwargs = _get_kwargs(
        from_=from_,
        to=to,
        group_by=group_by,
        timezone=timezone,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    group_by: CallAnalyticsGroupBy | Unset = "day",
    timezone: TimeZone | Unset = UNSET,
) -> (
    CallAnalyticsResponse200
    | CallAnalyticsResponse400
    | CallAnalyticsResponse401
    | CallAnalyticsResponse403
    | CallAnalyticsResponse429
    | CallAnalyticsResponse500
    | CallAnalyticsResponse503
    | None
):
    """Call analytics

     Counts, talk minutes, cost, bookings and success rate of the calls created between `from` and `to`
    (whole days in `timezone`, both included, at most 366 days; default the last 30 days), per day
    (every day of the period), agent, status or campaign, plus totals. Computed by SQL aggregates over
    the calls the key can see (the visibility of `GET /api/v1/calls`). `success_rate` is the share of
    analyzed calls judged successful, null when none was judged.

    Requires the `can_read_calls` permission on the API key.

    Args:
        from_ (str | Unset):
        to (str | Unset):
        group_by (CallAnalyticsGroupBy | Unset):  Default: 'day'.
        timezone (TimeZone | Unset): An IANA time zone such as America/New_York.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CallAnalyticsResponse200 | CallAnalyticsResponse400 | CallAnalyticsResponse401 | CallAnalyticsResponse403 | CallAnalyticsResponse429 | CallAnalyticsResponse500 | CallAnalyticsResponse503
    """

    return sync_detailed(
        client=client,
        from_=from_,
        to=to,
        group_by=group_by,
        timezone=timezone,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    group_by: CallAnalyticsGroupBy | Unset = "day",
    timezone: TimeZone | Unset = UNSET,
) -> Response[
    CallAnalyticsResponse200
    | CallAnalyticsResponse400
    | CallAnalyticsResponse401
    | CallAnalyticsResponse403
    | CallAnalyticsResponse429
    | CallAnalyticsResponse500
    | CallAnalyticsResponse503
]:
    """Call analytics

     Counts, talk minutes, cost, bookings and success rate of the calls created between `from` and `to`
    (whole days in `timezone`, both included, at most 366 days; default the last 30 days), per day
    (every day of the period), agent, status or campaign, plus totals. Computed by SQL aggregates over
    the calls the key can see (the visibility of `GET /api/v1/calls`). `success_rate` is the share of
    analyzed calls judged successful, null when none was judged.

    Requires the `can_read_calls` permission on the API key.

    Args:
        from_ (str | Unset):
        to (str | Unset):
        group_by (CallAnalyticsGroupBy | Unset):  Default: 'day'.
        timezone (TimeZone | Unset): An IANA time zone such as America/New_York.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CallAnalyticsResponse200 | CallAnalyticsResponse400 | CallAnalyticsResponse401 | CallAnalyticsResponse403 | CallAnalyticsResponse429 | CallAnalyticsResponse500 | CallAnalyticsResponse503]
    """

    kwargs = _get_kwargs(
        from_=from_,
        to=to,
        group_by=group_by,
        timezone=timezone,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    group_by: CallAnalyticsGroupBy | Unset = "day",
    timezone: TimeZone | Unset = UNSET,
) -> (
    CallAnalyticsResponse200
    | CallAnalyticsResponse400
    | CallAnalyticsResponse401
    | CallAnalyticsResponse403
    | CallAnalyticsResponse429
    | CallAnalyticsResponse500
    | CallAnalyticsResponse503
    | None
):
    """Call analytics

     Counts, talk minutes, cost, bookings and success rate of the calls created between `from` and `to`
    (whole days in `timezone`, both included, at most 366 days; default the last 30 days), per day
    (every day of the period), agent, status or campaign, plus totals. Computed by SQL aggregates over
    the calls the key can see (the visibility of `GET /api/v1/calls`). `success_rate` is the share of
    analyzed calls judged successful, null when none was judged.

    Requires the `can_read_calls` permission on the API key.

    Args:
        from_ (str | Unset):
        to (str | Unset):
        group_by (CallAnalyticsGroupBy | Unset):  Default: 'day'.
        timezone (TimeZone | Unset): An IANA time zone such as America/New_York.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CallAnalyticsResponse200 | CallAnalyticsResponse400 | CallAnalyticsResponse401 | CallAnalyticsResponse403 | CallAnalyticsResponse429 | CallAnalyticsResponse500 | CallAnalyticsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            from_=from_,
            to=to,
            group_by=group_by,
            timezone=timezone,
        )
    ).parsed
