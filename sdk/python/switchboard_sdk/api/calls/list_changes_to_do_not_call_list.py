from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_changes_to_do_not_call_list_response_200 import ListChangesToDoNotCallListResponse200
from ...models.list_changes_to_do_not_call_list_response_400 import ListChangesToDoNotCallListResponse400
from ...models.list_changes_to_do_not_call_list_response_401 import ListChangesToDoNotCallListResponse401
from ...models.list_changes_to_do_not_call_list_response_403 import ListChangesToDoNotCallListResponse403
from ...models.list_changes_to_do_not_call_list_response_429 import ListChangesToDoNotCallListResponse429
from ...models.list_changes_to_do_not_call_list_response_500 import ListChangesToDoNotCallListResponse500
from ...models.list_changes_to_do_not_call_list_response_503 import ListChangesToDoNotCallListResponse503
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
        "url": "/api/v1/do-not-call/changes",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListChangesToDoNotCallListResponse200
    | ListChangesToDoNotCallListResponse400
    | ListChangesToDoNotCallListResponse401
    | ListChangesToDoNotCallListResponse403
    | ListChangesToDoNotCallListResponse429
    | ListChangesToDoNotCallListResponse500
    | ListChangesToDoNotCallListResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListChangesToDoNotCallListResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListChangesToDoNotCallListResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListChangesToDoNotCallListResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListChangesToDoNotCallListResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ListChangesToDoNotCallListResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListChangesToDoNotCallListResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListChangesToDoNotCallListResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListChangesToDoNotCallListResponse200
    | ListChangesToDoNotCallListResponse400
    | ListChangesToDoNotCallListResponse401
    | ListChangesToDoNotCallListResponse403
    | ListChangesToDoNotCallListResponse429
    | ListChangesToDoNotCallListResponse500
    | ListChangesToDoNotCallListResponse503
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
    ListChangesToDoNotCallListResponse200
    | ListChangesToDoNotCallListResponse400
    | ListChangesToDoNotCallListResponse401
    | ListChangesToDoNotCallListResponse403
    | ListChangesToDoNotCallListResponse429
    | ListChangesToDoNotCallListResponse500
    | ListChangesToDoNotCallListResponse503
]:
    """List changes to the do-not-call list

     Every number added or removed, newest first: who (user and key), through which door (`api`,
    `dashboard`, `operator`), when and why. Owners and admins only: a member's key answers 403
    permission_denied.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListChangesToDoNotCallListResponse200 | ListChangesToDoNotCallListResponse400 | ListChangesToDoNotCallListResponse401 | ListChangesToDoNotCallListResponse403 | ListChangesToDoNotCallListResponse429 | ListChangesToDoNotCallListResponse500 | ListChangesToDoNotCallListResponse503]
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
    ListChangesToDoNotCallListResponse200
    | ListChangesToDoNotCallListResponse400
    | ListChangesToDoNotCallListResponse401
    | ListChangesToDoNotCallListResponse403
    | ListChangesToDoNotCallListResponse429
    | ListChangesToDoNotCallListResponse500
    | ListChangesToDoNotCallListResponse503
    | None
):
    """List changes to the do-not-call list

     Every number added or removed, newest first: who (user and key), through which door (`api`,
    `dashboard`, `operator`), when and why. Owners and admins only: a member's key answers 403
    permission_denied.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListChangesToDoNotCallListResponse200 | ListChangesToDoNotCallListResponse400 | ListChangesToDoNotCallListResponse401 | ListChangesToDoNotCallListResponse403 | ListChangesToDoNotCallListResponse429 | ListChangesToDoNotCallListResponse500 | ListChangesToDoNotCallListResponse503
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
    ListChangesToDoNotCallListResponse200
    | ListChangesToDoNotCallListResponse400
    | ListChangesToDoNotCallListResponse401
    | ListChangesToDoNotCallListResponse403
    | ListChangesToDoNotCallListResponse429
    | ListChangesToDoNotCallListResponse500
    | ListChangesToDoNotCallListResponse503
]:
    """List changes to the do-not-call list

     Every number added or removed, newest first: who (user and key), through which door (`api`,
    `dashboard`, `operator`), when and why. Owners and admins only: a member's key answers 403
    permission_denied.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListChangesToDoNotCallListResponse200 | ListChangesToDoNotCallListResponse400 | ListChangesToDoNotCallListResponse401 | ListChangesToDoNotCallListResponse403 | ListChangesToDoNotCallListResponse429 | ListChangesToDoNotCallListResponse500 | ListChangesToDoNotCallListResponse503]
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
    ListChangesToDoNotCallListResponse200
    | ListChangesToDoNotCallListResponse400
    | ListChangesToDoNotCallListResponse401
    | ListChangesToDoNotCallListResponse403
    | ListChangesToDoNotCallListResponse429
    | ListChangesToDoNotCallListResponse500
    | ListChangesToDoNotCallListResponse503
    | None
):
    """List changes to the do-not-call list

     Every number added or removed, newest first: who (user and key), through which door (`api`,
    `dashboard`, `operator`), when and why. Owners and admins only: a member's key answers 403
    permission_denied.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListChangesToDoNotCallListResponse200 | ListChangesToDoNotCallListResponse400 | ListChangesToDoNotCallListResponse401 | ListChangesToDoNotCallListResponse403 | ListChangesToDoNotCallListResponse429 | ListChangesToDoNotCallListResponse500 | ListChangesToDoNotCallListResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            limit=limit,
        )
    ).parsed
