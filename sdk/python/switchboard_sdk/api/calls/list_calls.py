import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_calls_response_200 import ListCallsResponse200
from ...models.list_calls_response_400 import ListCallsResponse400
from ...models.list_calls_response_401 import ListCallsResponse401
from ...models.list_calls_response_403 import ListCallsResponse403
from ...models.list_calls_response_429 import ListCallsResponse429
from ...models.list_calls_response_500 import ListCallsResponse500
from ...models.list_calls_response_503 import ListCallsResponse503
from ...models.list_calls_sort import ListCallsSort
from ...models.list_calls_status import ListCallsStatus
from ...models.list_calls_type import ListCallsType
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    status: ListCallsStatus | Unset = UNSET,
    type_: ListCallsType | Unset = UNSET,
    agent_id: int | Unset = UNSET,
    contact_id: int | Unset = UNSET,
    campaign_id: int | Unset = UNSET,
    start_date: str | Unset = UNSET,
    end_date: str | Unset = UNSET,
    from_: datetime.datetime | str | Unset = UNSET,
    to: datetime.datetime | str | Unset = UNSET,
    cursor: int | Unset = UNSET,
    sort: ListCallsSort | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["page"] = page

    params["limit"] = limit

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status

    json_type_: str | Unset = UNSET
    if not isinstance(type_, Unset):
        json_type_ = type_

    params["type"] = json_type_

    params["agent_id"] = agent_id

    params["contact_id"] = contact_id

    params["campaign_id"] = campaign_id

    params["start_date"] = start_date

    params["end_date"] = end_date

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

    params["cursor"] = cursor

    json_sort: str | Unset = UNSET
    if not isinstance(sort, Unset):
        json_sort = sort

    params["sort"] = json_sort

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/calls",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListCallsResponse200
    | ListCallsResponse400
    | ListCallsResponse401
    | ListCallsResponse403
    | ListCallsResponse429
    | ListCallsResponse500
    | ListCallsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListCallsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListCallsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListCallsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListCallsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ListCallsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListCallsResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListCallsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListCallsResponse200
    | ListCallsResponse400
    | ListCallsResponse401
    | ListCallsResponse403
    | ListCallsResponse429
    | ListCallsResponse500
    | ListCallsResponse503
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
    status: ListCallsStatus | Unset = UNSET,
    type_: ListCallsType | Unset = UNSET,
    agent_id: int | Unset = UNSET,
    contact_id: int | Unset = UNSET,
    campaign_id: int | Unset = UNSET,
    start_date: str | Unset = UNSET,
    end_date: str | Unset = UNSET,
    from_: datetime.datetime | str | Unset = UNSET,
    to: datetime.datetime | str | Unset = UNSET,
    cursor: int | Unset = UNSET,
    sort: ListCallsSort | Unset = UNSET,
) -> Response[
    ListCallsResponse200
    | ListCallsResponse400
    | ListCallsResponse401
    | ListCallsResponse403
    | ListCallsResponse429
    | ListCallsResponse500
    | ListCallsResponse503
]:
    """List calls

     Calls the key can see, newest first (or by cost or per-turn latency with `sort`), filtered by
    status, type (outbound or inbound), agent_id, contact_id, campaign_id and created_at
    (start_date/end_date days, or from/to dates or date-times, UTC). `count` is exact up to 1,000
    matches and on the last page (`count_exact`), else an estimate. Page by `page`, or by `cursor` (the
    previous answer's `next_cursor`) at any depth for the same cost.

    Requires the `can_read_calls` permission on the API key.

    Args:
        page (int | Unset):
        limit (int | Unset):
        status (ListCallsStatus | Unset):
        type_ (ListCallsType | Unset):
        agent_id (int | Unset):
        contact_id (int | Unset):
        campaign_id (int | Unset):
        start_date (str | Unset):
        end_date (str | Unset):
        from_ (datetime.datetime | str | Unset):
        to (datetime.datetime | str | Unset):
        cursor (int | Unset):
        sort (ListCallsSort | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListCallsResponse200 | ListCallsResponse400 | ListCallsResponse401 | ListCallsResponse403 | ListCallsResponse429 | ListCallsResponse500 | ListCallsResponse503]
    """

    kwargs = _get_kwargs(
        page=page,
        limit=limit,
        status=status,
        type_=type_,
        agent_id=agent_id,
        contact_id=contact_id,
        campaign_id=campaign_id,
        start_date=start_date,
        end_date=end_date,
        from_=from_,
        to=to,
        cursor=cursor,
        sort=sort,
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
    status: ListCallsStatus | Unset = UNSET,
    type_: ListCallsType | Unset = UNSET,
    agent_id: int | Unset = UNSET,
    contact_id: int | Unset = UNSET,
    campaign_id: int | Unset = UNSET,
    start_date: str | Unset = UNSET,
    end_date: str | Unset = UNSET,
    from_: datetime.datetime | str | Unset = UNSET,
    to: datetime.datetime | str | Unset = UNSET,
    cursor: int | Unset = UNSET,
    sort: ListCallsSort | Unset = UNSET,
) -> (
    ListCallsResponse200
    | ListCallsResponse400
    | ListCallsResponse401
    | ListCallsResponse403
    | ListCallsResponse429
    | ListCallsResponse500
    | ListCallsResponse503
    | None
):
    """List calls

     Calls the key can see, newest first (or by cost or per-turn latency with `sort`), filtered by
    status, type (outbound or inbound), agent_id, contact_id, campaign_id and created_at
    (start_date/end_date days, or from/to dates or date-times, UTC). `count` is exact up to 1,000
    matches and on the last page (`count_exact`), else an estimate. Page by `page`, or by `cursor` (the
    previous answer's `next_cursor`) at any depth for the same cost.

    Requires the `can_read_calls` permission on the API key.

    Args:
        page (int | Unset):
        limit (int | Unset):
        status (ListCallsStatus | Unset):
        type_ (ListCallsType | Unset):
        agent_id (int | Unset):
        contact_id (int | Unset):
        campaign_id (int | Unset):
        start_date (str | Unset):
        end_date (str | Unset):
        from_ (datetime.datetime | str | Unset):
        to (datetime.datetime | str | Unset):
        cursor (int | Unset):
        sort (ListCallsSort | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListCallsResponse200 | ListCallsResponse400 | ListCallsResponse401 | ListCallsResponse403 | ListCallsResponse429 | ListCallsResponse500 | ListCallsResponse503
    """

    return sync_detailed(
        client=client,
        page=page,
        limit=limit,
        status=status,
        type_=type_,
        agent_id=agent_id,
        contact_id=contact_id,
        campaign_id=campaign_id,
        start_date=start_date,
        end_date=end_date,
        from_=from_,
        to=to,
        cursor=cursor,
        sort=sort,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    status: ListCallsStatus | Unset = UNSET,
    type_: ListCallsType | Unset = UNSET,
    agent_id: int | Unset = UNSET,
    contact_id: int | Unset = UNSET,
    campaign_id: int | Unset = UNSET,
    start_date: str | Unset = UNSET,
    end_date: str | Unset = UNSET,
    from_: datetime.datetime | str | Unset = UNSET,
    to: datetime.datetime | str | Unset = UNSET,
    cursor: int | Unset = UNSET,
    sort: ListCallsSort | Unset = UNSET,
) -> Response[
    ListCallsResponse200
    | ListCallsResponse400
    | ListCallsResponse401
    | ListCallsResponse403
    | ListCallsResponse429
    | ListCallsResponse500
    | ListCallsResponse503
]:
    """List calls

     Calls the key can see, newest first (or by cost or per-turn latency with `sort`), filtered by
    status, type (outbound or inbound), agent_id, contact_id, campaign_id and created_at
    (start_date/end_date days, or from/to dates or date-times, UTC). `count` is exact up to 1,000
    matches and on the last page (`count_exact`), else an estimate. Page by `page`, or by `cursor` (the
    previous answer's `next_cursor`) at any depth for the same cost.

    Requires the `can_read_calls` permission on the API key.

    Args:
        page (int | Unset):
        limit (int | Unset):
        status (ListCallsStatus | Unset):
        type_ (ListCallsType | Unset):
        agent_id (int | Unset):
        contact_id (int | Unset):
        campaign_id (int | Unset):
        start_date (str | Unset):
        end_date (str | Unset):
        from_ (datetime.datetime | str | Unset):
        to (datetime.datetime | str | Unset):
        cursor (int | Unset):
        sort (ListCallsSort | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListCallsResponse200 | ListCallsResponse400 | ListCallsResponse401 | ListCallsResponse403 | ListCallsResponse429 | ListCallsResponse500 | ListCallsResponse503]
    """

    kwargs = _get_kwargs(
        page=page,
        limit=limit,
        status=status,
        type_=type_,
        agent_id=agent_id,
        contact_id=contact_id,
        campaign_id=campaign_id,
        start_date=start_date,
        end_date=end_date,
        from_=from_,
        to=to,
        cursor=cursor,
        sort=sort,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    status: ListCallsStatus | Unset = UNSET,
    type_: ListCallsType | Unset = UNSET,
    agent_id: int | Unset = UNSET,
    contact_id: int | Unset = UNSET,
    campaign_id: int | Unset = UNSET,
    start_date: str | Unset = UNSET,
    end_date: str | Unset = UNSET,
    from_: datetime.datetime | str | Unset = UNSET,
    to: datetime.datetime | str | Unset = UNSET,
    cursor: int | Unset = UNSET,
    sort: ListCallsSort | Unset = UNSET,
) -> (
    ListCallsResponse200
    | ListCallsResponse400
    | ListCallsResponse401
    | ListCallsResponse403
    | ListCallsResponse429
    | ListCallsResponse500
    | ListCallsResponse503
    | None
):
    """List calls

     Calls the key can see, newest first (or by cost or per-turn latency with `sort`), filtered by
    status, type (outbound or inbound), agent_id, contact_id, campaign_id and created_at
    (start_date/end_date days, or from/to dates or date-times, UTC). `count` is exact up to 1,000
    matches and on the last page (`count_exact`), else an estimate. Page by `page`, or by `cursor` (the
    previous answer's `next_cursor`) at any depth for the same cost.

    Requires the `can_read_calls` permission on the API key.

    Args:
        page (int | Unset):
        limit (int | Unset):
        status (ListCallsStatus | Unset):
        type_ (ListCallsType | Unset):
        agent_id (int | Unset):
        contact_id (int | Unset):
        campaign_id (int | Unset):
        start_date (str | Unset):
        end_date (str | Unset):
        from_ (datetime.datetime | str | Unset):
        to (datetime.datetime | str | Unset):
        cursor (int | Unset):
        sort (ListCallsSort | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListCallsResponse200 | ListCallsResponse400 | ListCallsResponse401 | ListCallsResponse403 | ListCallsResponse429 | ListCallsResponse500 | ListCallsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            limit=limit,
            status=status,
            type_=type_,
            agent_id=agent_id,
            contact_id=contact_id,
            campaign_id=campaign_id,
            start_date=start_date,
            end_date=end_date,
            from_=from_,
            to=to,
            cursor=cursor,
            sort=sort,
        )
    ).parsed
