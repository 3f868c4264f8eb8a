import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.time_zone import TimeZone
from ...models.usage_group_by import UsageGroupBy
from ...models.usage_response_200 import UsageResponse200
from ...models.usage_response_400 import UsageResponse400
from ...models.usage_response_401 import UsageResponse401
from ...models.usage_response_403 import UsageResponse403
from ...models.usage_response_429 import UsageResponse429
from ...models.usage_response_500 import UsageResponse500
from ...models.usage_response_503 import UsageResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    from_: datetime.datetime | str | Unset = UNSET,
    to: datetime.datetime | str | Unset = UNSET,
    group_by: UsageGroupBy | Unset = "day",
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
        "url": "/api/v1/usage",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    UsageResponse200
    | UsageResponse400
    | UsageResponse401
    | UsageResponse403
    | UsageResponse429
    | UsageResponse500
    | UsageResponse503
    | None
):
    if response.status_code == 200:
        response_200 = UsageResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = UsageResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UsageResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UsageResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = UsageResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = UsageResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = UsageResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    UsageResponse200
    | UsageResponse400
    | UsageResponse401
    | UsageResponse403
    | UsageResponse429
    | UsageResponse500
    | UsageResponse503
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
    group_by: UsageGroupBy | Unset = "day",
    timezone: TimeZone | Unset = UNSET,
) -> Response[
    UsageResponse200
    | UsageResponse400
    | UsageResponse401
    | UsageResponse403
    | UsageResponse429
    | UsageResponse500
    | UsageResponse503
]:
    """Usage

     What the wallet charged for calls in [`from`, `to`) (at most 366 days; default this month in
    `timezone`), per local day (every day of the range), team (the agent's team; key null for agents
    without one), agent or campaign (key null outside any campaign), plus totals. A call counts at its
    wallet debit's time, which is when it ended, so `totals` equal the wallet's call debits in the
    range. `billed_minutes` counts every started minute; `provider_cents` is what the voice provider
    said the calls cost (0 where it did not say). Members see the calls they placed and those of agents
    they can see.

    Requires the `can_read_calls` permission on the API key.

    Args:
        from_ (datetime.datetime | str | Unset):
        to (datetime.datetime | str | Unset):
        group_by (UsageGroupBy | Unset):  Default: 'day'.
        timezone (TimeZone | Unset): An IANA time zone such as America/New_York.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UsageResponse200 | UsageResponse400 | UsageResponse401 | UsageResponse403 | UsageResponse429 | UsageResponse500 | UsageResponse503]
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
    group_by: UsageGroupBy | Unset = "day",
    timezone: TimeZone | Unset = UNSET,
) -> (
    UsageResponse200
    | UsageResponse400
    | UsageResponse401
    | UsageResponse403
    | UsageResponse429
    | UsageResponse500
    | UsageResponse503
    | None
):
    """Usage

     What the wallet charged for calls in [`from`, `to`) (at most 366 days; default this month in
    `timezone`), per local day (every day of the range), team (the agent's team; key null for agents
    without one), agent or campaign (key null outside any campaign), plus totals. A call counts at its
    wallet debit's time, which is when it ended, so `totals` equal the wallet's call debits in the
    range. `billed_minutes` counts every started minute; `provider_cents` is what the voice provider
    said the calls cost (0 where it did not say). Members see the calls they placed and those of agents
    they can see.

    Requires the `can_read_calls` permission on the API key.

    Args:
        from_ (datetime.datetime | str | Unset):
        to (datetime.datetime | str | Unset):
        group_by (UsageGroupBy | Unset):  Default: 'day'.
        timezone (TimeZone | Unset): An IANA time zone such as America/New_York.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UsageResponse200 | UsageResponse400 | UsageResponse401 | UsageResponse403 | UsageResponse429 | UsageResponse500 | UsageResponse503
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
    group_by: UsageGroupBy | Unset = "day",
    timezone: TimeZone | Unset = UNSET,
) -> Response[
    UsageResponse200
    | UsageResponse400
    | UsageResponse401
    | UsageResponse403
    | UsageResponse429
    | UsageResponse500
    | UsageResponse503
]:
    """Usage

     What the wallet charged for calls in [`from`, `to`) (at most 366 days; default this month in
    `timezone`), per local day (every day of the range), team (the agent's team; key null for agents
    without one), agent or campaign (key null outside any campaign), plus totals. A call counts at its
    wallet debit's time, which is when it ended, so `totals` equal the wallet's call debits in the
    range. `billed_minutes` counts every started minute; `provider_cents` is what the voice provider
    said the calls cost (0 where it did not say). Members see the calls they placed and those of agents
    they can see.

    Requires the `can_read_calls` permission on the API key.

    Args:
        from_ (datetime.datetime | str | Unset):
        to (datetime.datetime | str | Unset):
        group_by (UsageGroupBy | Unset):  Default: 'day'.
        timezone (TimeZone | Unset): An IANA time zone such as America/New_York.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UsageResponse200 | UsageResponse400 | UsageResponse401 | UsageResponse403 | UsageResponse429 | UsageResponse500 | UsageResponse503]
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
    group_by: UsageGroupBy | Unset = "day",
    timezone: TimeZone | Unset = UNSET,
) -> (
    UsageResponse200
    | UsageResponse400
    | UsageResponse401
    | UsageResponse403
    | UsageResponse429
    | UsageResponse500
    | UsageResponse503
    | None
):
    """Usage

     What the wallet charged for calls in [`from`, `to`) (at most 366 days; default this month in
    `timezone`), per local day (every day of the range), team (the agent's team; key null for agents
    without one), agent or campaign (key null outside any campaign), plus totals. A call counts at its
    wallet debit's time, which is when it ended, so `totals` equal the wallet's call debits in the
    range. `billed_minutes` counts every started minute; `provider_cents` is what the voice provider
    said the calls cost (0 where it did not say). Members see the calls they placed and those of agents
    they can see.

    Requires the `can_read_calls` permission on the API key.

    Args:
        from_ (datetime.datetime | str | Unset):
        to (datetime.datetime | str | Unset):
        group_by (UsageGroupBy | Unset):  Default: 'day'.
        timezone (TimeZone | Unset): An IANA time zone such as America/New_York.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UsageResponse200 | UsageResponse400 | UsageResponse401 | UsageResponse403 | UsageResponse429 | UsageResponse500 | UsageResponse503
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
