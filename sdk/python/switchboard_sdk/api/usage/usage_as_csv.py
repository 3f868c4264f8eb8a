import datetime
from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.time_zone import TimeZone
from ...models.usage_as_csv_group_by import UsageAsCsvGroupBy
from ...models.usage_as_csv_response_400 import UsageAsCsvResponse400
from ...models.usage_as_csv_response_401 import UsageAsCsvResponse401
from ...models.usage_as_csv_response_403 import UsageAsCsvResponse403
from ...models.usage_as_csv_response_429 import UsageAsCsvResponse429
from ...models.usage_as_csv_response_500 import UsageAsCsvResponse500
from ...models.usage_as_csv_response_503 import UsageAsCsvResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    from_: datetime.datetime | str | Unset = UNSET,
    to: datetime.datetime | str | Unset = UNSET,
    group_by: UsageAsCsvGroupBy | Unset = "day",
    timezone: TimeZone | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_from_: str | Unset
    if isinstance(from_, Unset):
        json_from_ = UNSET
    elif isinstance(from_, datetime.datetime):
        json_from_ = from_.isoformat()
    else:
        json_from_ = from_
    params["from"] = json_from_

    json_to: str | Unset
    if isinstance(to, Unset):
        json_to = UNSET
    elif isinstance(to, datetime.datetime):
        json_to = to.isoformat()
    else:
        json_to = to
    params["to"] = json_to

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
        "url": "/api/v1/usage.csv",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    UsageAsCsvResponse400
    | UsageAsCsvResponse401
    | UsageAsCsvResponse403
    | UsageAsCsvResponse429
    | UsageAsCsvResponse500
    | UsageAsCsvResponse503
    | str
    | None
):
    if response.status_code == 200:
        response_200 = cast(str, response.content)
        return response_200

    if response.status_code == 400:
        response_400 = UsageAsCsvResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UsageAsCsvResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UsageAsCsvResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = UsageAsCsvResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = UsageAsCsvResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = UsageAsCsvResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    UsageAsCsvResponse400
    | UsageAsCsvResponse401
    | UsageAsCsvResponse403
    | UsageAsCsvResponse429
    | UsageAsCsvResponse500
    | UsageAsCsvResponse503
    | str
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
    from_: datetime.datetime | str | Unset = UNSET,
    to: datetime.datetime | str | Unset = UNSET,
    group_by: UsageAsCsvGroupBy | Unset = "day",
    timezone: TimeZone | Unset = UNSET,
) -> Response[
    UsageAsCsvResponse400
    | UsageAsCsvResponse401
    | UsageAsCsvResponse403
    | UsageAsCsvResponse429
    | UsageAsCsvResponse500
    | UsageAsCsvResponse503
    | str
]:
    """Usage as CSV

     The buckets of `GET /api/v1/usage` for the same query as text/csv: a header row (key, name, calls,
    billed_minutes, billed_cents, provider_cents), one row per bucket in the same order (an empty key
    for the no-team or no-campaign group), and a last row whose key is `total`. A cell starting with =,
    +, -, @, tab or carriage return gets a leading apostrophe.

    Requires the `can_read_calls` permission on the API key.

    Args:
        from_ (datetime.datetime | str | Unset):
        to (datetime.datetime | str | Unset):
        group_by (UsageAsCsvGroupBy | Unset):  Default: 'day'.
        timezone (TimeZone | Unset): An IANA time zone such as America/New_York.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UsageAsCsvResponse400 | UsageAsCsvResponse401 | UsageAsCsvResponse403 | UsageAsCsvResponse429 | UsageAsCsvResponse500 | UsageAsCsvResponse503 | str]
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
    from_: datetime.datetime | str | Unset = UNSET,
    to: datetime.datetime | str | Unset = UNSET,
    group_by: UsageAsCsvGroupBy | Unset = "day",
    timezone: TimeZone | Unset = UNSET,
) -> (
    UsageAsCsvResponse400
    | UsageAsCsvResponse401
    | UsageAsCsvResponse403
    | UsageAsCsvResponse429
    | UsageAsCsvResponse500
    | UsageAsCsvResponse503
    | str
    | None
):
    """Usage as CSV

     The buckets of `GET /api/v1/usage` for the same query as text/csv: a header row (key, name, calls,
    billed_minutes, billed_cents, provider_cents), one row per bucket in the same order (an empty key
    for the no-team or no-campaign group), and a last row whose key is `total`. A cell starting with =,
    +, -, @, tab or carriage return gets a leading apostrophe.

    Requires the `can_read_calls` permission on the API key.

    Args:
        from_ (datetime.datetime | str | Unset):
        to (datetime.datetime | str | Unset):
        group_by (UsageAsCsvGroupBy | Unset):  Default: 'day'.
        timezone (TimeZone | Unset): An IANA time zone such as America/New_York.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UsageAsCsvResponse400 | UsageAsCsvResponse401 | UsageAsCsvResponse403 | UsageAsCsvResponse429 | UsageAsCsvResponse500 | UsageAsCsvResponse503 | str
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
    from_: datetime.datetime | str | Unset = UNSET,
    to: datetime.datetime | str | Unset = UNSET,
    group_by: UsageAsCsvGroupBy | Unset = "day",
    timezone: TimeZone | Unset = UNSET,
) -> Response[
    UsageAsCsvResponse400
    | UsageAsCsvResponse401
    | UsageAsCsvResponse403
    | UsageAsCsvResponse429
    | UsageAsCsvResponse500
    | UsageAsCsvResponse503
    | str
]:
    """Usage as CSV

     The buckets of `GET /api/v1/usage` for the same query as text/csv: a header row (key, name, calls,
    billed_minutes, billed_cents, provider_cents), one row per bucket in the same order (an empty key
    for the no-team or no-campaign group), and a last row whose key is `total`. A cell starting with =,
    +, -, @, tab or carriage return gets a leading apostrophe.

    Requires the `can_read_calls` permission on the API key.

    Args:
        from_ (datetime.datetime | str | Unset):
        to (datetime.datetime | str | Unset):
        group_by (UsageAsCsvGroupBy | Unset):  Default: 'day'.
        timezone (TimeZone | Unset): An IANA time zone such as America/New_York.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UsageAsCsvResponse400 | UsageAsCsvResponse401 | UsageAsCsvResponse403 | UsageAsCsvResponse429 | UsageAsCsvResponse500 | UsageAsCsvResponse503 | str]
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
    from_: datetime.datetime | str | Unset = UNSET,
    to: datetime.datetime | str | Unset = UNSET,
    group_by: UsageAsCsvGroupBy | Unset = "day",
    timezone: TimeZone | Unset = UNSET,
) -> (
    UsageAsCsvResponse400
    | UsageAsCsvResponse401
    | UsageAsCsvResponse403
    | UsageAsCsvResponse429
    | UsageAsCsvResponse500
    | UsageAsCsvResponse503
    | str
    | None
):
    """Usage as CSV

     The buckets of `GET /api/v1/usage` for the same query as text/csv: a header row (key, name, calls,
    billed_minutes, billed_cents, provider_cents), one row per bucket in the same order (an empty key
    for the no-team or no-campaign group), and a last row whose key is `total`. A cell starting with =,
    +, -, @, tab or carriage return gets a leading apostrophe.

    Requires the `can_read_calls` permission on the API key.

    Args:
        from_ (datetime.datetime | str | Unset):
        to (datetime.datetime | str | Unset):
        group_by (UsageAsCsvGroupBy | Unset):  Default: 'day'.
        timezone (TimeZone | Unset): An IANA time zone such as America/New_York.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UsageAsCsvResponse400 | UsageAsCsvResponse401 | UsageAsCsvResponse403 | UsageAsCsvResponse429 | UsageAsCsvResponse500 | UsageAsCsvResponse503 | str
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
