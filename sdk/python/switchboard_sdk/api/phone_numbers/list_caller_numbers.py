from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_caller_numbers_response_200 import ListCallerNumbersResponse200
from ...models.list_caller_numbers_response_400 import ListCallerNumbersResponse400
from ...models.list_caller_numbers_response_401 import ListCallerNumbersResponse401
from ...models.list_caller_numbers_response_403 import ListCallerNumbersResponse403
from ...models.list_caller_numbers_response_429 import ListCallerNumbersResponse429
from ...models.list_caller_numbers_response_500 import ListCallerNumbersResponse500
from ...models.list_caller_numbers_response_503 import ListCallerNumbersResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["page"] = page

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/phone-numbers",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListCallerNumbersResponse200
    | ListCallerNumbersResponse400
    | ListCallerNumbersResponse401
    | ListCallerNumbersResponse403
    | ListCallerNumbersResponse429
    | ListCallerNumbersResponse500
    | ListCallerNumbersResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListCallerNumbersResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListCallerNumbersResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListCallerNumbersResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListCallerNumbersResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ListCallerNumbersResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListCallerNumbersResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListCallerNumbersResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListCallerNumbersResponse200
    | ListCallerNumbersResponse400
    | ListCallerNumbersResponse401
    | ListCallerNumbersResponse403
    | ListCallerNumbersResponse429
    | ListCallerNumbersResponse500
    | ListCallerNumbersResponse503
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
) -> Response[
    ListCallerNumbersResponse200
    | ListCallerNumbersResponse400
    | ListCallerNumbersResponse401
    | ListCallerNumbersResponse403
    | ListCallerNumbersResponse429
    | ListCallerNumbersResponse500
    | ListCallerNumbersResponse503
]:
    """List caller numbers

     The account's caller numbers, oldest first, paged (`page` ≥ 1, 1 ≤ `limit` ≤ 100, default 20). Each
    number reports `calls_today` (outbound calls placed from it since midnight in the business zone),
    `answer_rate_7d` and `resting`.

    Requires the `can_read_agents` permission on the API key.

    Args:
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListCallerNumbersResponse200 | ListCallerNumbersResponse400 | ListCallerNumbersResponse401 | ListCallerNumbersResponse403 | ListCallerNumbersResponse429 | ListCallerNumbersResponse500 | ListCallerNumbersResponse503]
    """

    kwargs = _get_kwargs(
        page=page,
        limit=limit,
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
) -> (
    ListCallerNumbersResponse200
    | ListCallerNumbersResponse400
    | ListCallerNumbersResponse401
    | ListCallerNumbersResponse403
    | ListCallerNumbersResponse429
    | ListCallerNumbersResponse500
    | ListCallerNumbersResponse503
    | None
):
    """List caller numbers

     The account's caller numbers, oldest first, paged (`page` ≥ 1, 1 ≤ `limit` ≤ 100, default 20). Each
    number reports `calls_today` (outbound calls placed from it since midnight in the business zone),
    `answer_rate_7d` and `resting`.

    Requires the `can_read_agents` permission on the API key.

    Args:
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListCallerNumbersResponse200 | ListCallerNumbersResponse400 | ListCallerNumbersResponse401 | ListCallerNumbersResponse403 | ListCallerNumbersResponse429 | ListCallerNumbersResponse500 | ListCallerNumbersResponse503
    """

    return sync_detailed(
        client=client,
        page=page,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListCallerNumbersResponse200
    | ListCallerNumbersResponse400
    | ListCallerNumbersResponse401
    | ListCallerNumbersResponse403
    | ListCallerNumbersResponse429
    | ListCallerNumbersResponse500
    | ListCallerNumbersResponse503
]:
    """List caller numbers

     The account's caller numbers, oldest first, paged (`page` ≥ 1, 1 ≤ `limit` ≤ 100, default 20). Each
    number reports `calls_today` (outbound calls placed from it since midnight in the business zone),
    `answer_rate_7d` and `resting`.

    Requires the `can_read_agents` permission on the API key.

    Args:
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListCallerNumbersResponse200 | ListCallerNumbersResponse400 | ListCallerNumbersResponse401 | ListCallerNumbersResponse403 | ListCallerNumbersResponse429 | ListCallerNumbersResponse500 | ListCallerNumbersResponse503]
    """

    kwargs = _get_kwargs(
        page=page,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListCallerNumbersResponse200
    | ListCallerNumbersResponse400
    | ListCallerNumbersResponse401
    | ListCallerNumbersResponse403
    | ListCallerNumbersResponse429
    | ListCallerNumbersResponse500
    | ListCallerNumbersResponse503
    | None
):
    """List caller numbers

     The account's caller numbers, oldest first, paged (`page` ≥ 1, 1 ≤ `limit` ≤ 100, default 20). Each
    number reports `calls_today` (outbound calls placed from it since midnight in the business zone),
    `answer_rate_7d` and `resting`.

    Requires the `can_read_agents` permission on the API key.

    Args:
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListCallerNumbersResponse200 | ListCallerNumbersResponse400 | ListCallerNumbersResponse401 | ListCallerNumbersResponse403 | ListCallerNumbersResponse429 | ListCallerNumbersResponse500 | ListCallerNumbersResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            limit=limit,
        )
    ).parsed
