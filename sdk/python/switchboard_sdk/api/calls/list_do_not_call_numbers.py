from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_do_not_call_numbers_response_200 import ListDoNotCallNumbersResponse200
from ...models.list_do_not_call_numbers_response_400 import ListDoNotCallNumbersResponse400
from ...models.list_do_not_call_numbers_response_401 import ListDoNotCallNumbersResponse401
from ...models.list_do_not_call_numbers_response_403 import ListDoNotCallNumbersResponse403
from ...models.list_do_not_call_numbers_response_429 import ListDoNotCallNumbersResponse429
from ...models.list_do_not_call_numbers_response_500 import ListDoNotCallNumbersResponse500
from ...models.list_do_not_call_numbers_response_503 import ListDoNotCallNumbersResponse503
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
        "url": "/api/v1/do-not-call",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListDoNotCallNumbersResponse200
    | ListDoNotCallNumbersResponse400
    | ListDoNotCallNumbersResponse401
    | ListDoNotCallNumbersResponse403
    | ListDoNotCallNumbersResponse429
    | ListDoNotCallNumbersResponse500
    | ListDoNotCallNumbersResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListDoNotCallNumbersResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListDoNotCallNumbersResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListDoNotCallNumbersResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListDoNotCallNumbersResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ListDoNotCallNumbersResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListDoNotCallNumbersResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListDoNotCallNumbersResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListDoNotCallNumbersResponse200
    | ListDoNotCallNumbersResponse400
    | ListDoNotCallNumbersResponse401
    | ListDoNotCallNumbersResponse403
    | ListDoNotCallNumbersResponse429
    | ListDoNotCallNumbersResponse500
    | ListDoNotCallNumbersResponse503
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
    ListDoNotCallNumbersResponse200
    | ListDoNotCallNumbersResponse400
    | ListDoNotCallNumbersResponse401
    | ListDoNotCallNumbersResponse403
    | ListDoNotCallNumbersResponse429
    | ListDoNotCallNumbersResponse500
    | ListDoNotCallNumbersResponse503
]:
    """List do-not-call numbers

     Requires the `can_initiate_calls` permission on the API key.

    Args:
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListDoNotCallNumbersResponse200 | ListDoNotCallNumbersResponse400 | ListDoNotCallNumbersResponse401 | ListDoNotCallNumbersResponse403 | ListDoNotCallNumbersResponse429 | ListDoNotCallNumbersResponse500 | ListDoNotCallNumbersResponse503]
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
    ListDoNotCallNumbersResponse200
    | ListDoNotCallNumbersResponse400
    | ListDoNotCallNumbersResponse401
    | ListDoNotCallNumbersResponse403
    | ListDoNotCallNumbersResponse429
    | ListDoNotCallNumbersResponse500
    | ListDoNotCallNumbersResponse503
    | None
):
    """List do-not-call numbers

     Requires the `can_initiate_calls` permission on the API key.

    Args:
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListDoNotCallNumbersResponse200 | ListDoNotCallNumbersResponse400 | ListDoNotCallNumbersResponse401 | ListDoNotCallNumbersResponse403 | ListDoNotCallNumbersResponse429 | ListDoNotCallNumbersResponse500 | ListDoNotCallNumbersResponse503
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
    ListDoNotCallNumbersResponse200
    | ListDoNotCallNumbersResponse400
    | ListDoNotCallNumbersResponse401
    | ListDoNotCallNumbersResponse403
    | ListDoNotCallNumbersResponse429
    | ListDoNotCallNumbersResponse500
    | ListDoNotCallNumbersResponse503
]:
    """List do-not-call numbers

     Requires the `can_initiate_calls` permission on the API key.

    Args:
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListDoNotCallNumbersResponse200 | ListDoNotCallNumbersResponse400 | ListDoNotCallNumbersResponse401 | ListDoNotCallNumbersResponse403 | ListDoNotCallNumbersResponse429 | ListDoNotCallNumbersResponse500 | ListDoNotCallNumbersResponse503]
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
    ListDoNotCallNumbersResponse200
    | ListDoNotCallNumbersResponse400
    | ListDoNotCallNumbersResponse401
    | ListDoNotCallNumbersResponse403
    | ListDoNotCallNumbersResponse429
    | ListDoNotCallNumbersResponse500
    | ListDoNotCallNumbersResponse503
    | None
):
    """List do-not-call numbers

     Requires the `can_initiate_calls` permission on the API key.

    Args:
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListDoNotCallNumbersResponse200 | ListDoNotCallNumbersResponse400 | ListDoNotCallNumbersResponse401 | ListDoNotCallNumbersResponse403 | ListDoNotCallNumbersResponse429 | ListDoNotCallNumbersResponse500 | ListDoNotCallNumbersResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            limit=limit,
        )
    ).parsed
