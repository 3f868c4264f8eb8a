from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_linked_calendars_response_200 import ListLinkedCalendarsResponse200
from ...models.list_linked_calendars_response_400 import ListLinkedCalendarsResponse400
from ...models.list_linked_calendars_response_401 import ListLinkedCalendarsResponse401
from ...models.list_linked_calendars_response_403 import ListLinkedCalendarsResponse403
from ...models.list_linked_calendars_response_404 import ListLinkedCalendarsResponse404
from ...models.list_linked_calendars_response_429 import ListLinkedCalendarsResponse429
from ...models.list_linked_calendars_response_500 import ListLinkedCalendarsResponse500
from ...models.list_linked_calendars_response_503 import ListLinkedCalendarsResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    user_id: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["user_id"] = user_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/calendar/connections",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListLinkedCalendarsResponse200
    | ListLinkedCalendarsResponse400
    | ListLinkedCalendarsResponse401
    | ListLinkedCalendarsResponse403
    | ListLinkedCalendarsResponse404
    | ListLinkedCalendarsResponse429
    | ListLinkedCalendarsResponse500
    | ListLinkedCalendarsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListLinkedCalendarsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListLinkedCalendarsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListLinkedCalendarsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListLinkedCalendarsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ListLinkedCalendarsResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = ListLinkedCalendarsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListLinkedCalendarsResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListLinkedCalendarsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListLinkedCalendarsResponse200
    | ListLinkedCalendarsResponse400
    | ListLinkedCalendarsResponse401
    | ListLinkedCalendarsResponse403
    | ListLinkedCalendarsResponse404
    | ListLinkedCalendarsResponse429
    | ListLinkedCalendarsResponse500
    | ListLinkedCalendarsResponse503
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
    user_id: int | Unset = UNSET,
) -> Response[
    ListLinkedCalendarsResponse200
    | ListLinkedCalendarsResponse400
    | ListLinkedCalendarsResponse401
    | ListLinkedCalendarsResponse403
    | ListLinkedCalendarsResponse404
    | ListLinkedCalendarsResponse429
    | ListLinkedCalendarsResponse500
    | ListLinkedCalendarsResponse503
]:
    """List linked calendars

     The key's user's calendar connections (owners and admins may pass `user_id`), each with its
    calendars and their busy-source and write-target toggles, status, push mode, last sync and lag.
    Credentials are never returned.

    Requires the `can_read_calendar` permission on the API key.

    Args:
        user_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListLinkedCalendarsResponse200 | ListLinkedCalendarsResponse400 | ListLinkedCalendarsResponse401 | ListLinkedCalendarsResponse403 | ListLinkedCalendarsResponse404 | ListLinkedCalendarsResponse429 | ListLinkedCalendarsResponse500 | ListLinkedCalendarsResponse503]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    user_id: int | Unset = UNSET,
) -> (
    ListLinkedCalendarsResponse200
    | ListLinkedCalendarsResponse400
    | ListLinkedCalendarsResponse401
    | ListLinkedCalendarsResponse403
    | ListLinkedCalendarsResponse404
    | ListLinkedCalendarsResponse429
    | ListLinkedCalendarsResponse500
    | ListLinkedCalendarsResponse503
    | None
):
    """List linked calendars

     The key's user's calendar connections (owners and admins may pass `user_id`), each with its
    calendars and their busy-source and write-target toggles, status, push mode, last sync and lag.
    Credentials are never returned.

    Requires the `can_read_calendar` permission on the API key.

    Args:
        user_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListLinkedCalendarsResponse200 | ListLinkedCalendarsResponse400 | ListLinkedCalendarsResponse401 | ListLinkedCalendarsResponse403 | ListLinkedCalendarsResponse404 | ListLinkedCalendarsResponse429 | ListLinkedCalendarsResponse500 | ListLinkedCalendarsResponse503
    """

    return sync_detailed(
        client=client,
        user_id=user_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    user_id: int | Unset = UNSET,
) -> Response[
    ListLinkedCalendarsResponse200
    | ListLinkedCalendarsResponse400
    | ListLinkedCalendarsResponse401
    | ListLinkedCalendarsResponse403
    | ListLinkedCalendarsResponse404
    | ListLinkedCalendarsResponse429
    | ListLinkedCalendarsResponse500
    | ListLinkedCalendarsResponse503
]:
    """List linked calendars

     The key's user's calendar connections (owners and admins may pass `user_id`), each with its
    calendars and their busy-source and write-target toggles, status, push mode, last sync and lag.
    Credentials are never returned.

    Requires the `can_read_calendar` permission on the API key.

    Args:
        user_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListLinkedCalendarsResponse200 | ListLinkedCalendarsResponse400 | ListLinkedCalendarsResponse401 | ListLinkedCalendarsResponse403 | ListLinkedCalendarsResponse404 | ListLinkedCalendarsResponse429 | ListLinkedCalendarsResponse500 | ListLinkedCalendarsResponse503]
    """

    kwargs = _get_kwargs(
        user_id=user_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    user_id: int | Unset = UNSET,
) -> (
    ListLinkedCalendarsResponse200
    | ListLinkedCalendarsResponse400
    | ListLinkedCalendarsResponse401
    | ListLinkedCalendarsResponse403
    | ListLinkedCalendarsResponse404
    | ListLinkedCalendarsResponse429
    | ListLinkedCalendarsResponse500
    | ListLinkedCalendarsResponse503
    | None
):
    """List linked calendars

     The key's user's calendar connections (owners and admins may pass `user_id`), each with its
    calendars and their busy-source and write-target toggles, status, push mode, last sync and lag.
    Credentials are never returned.

    Requires the `can_read_calendar` permission on the API key.

    Args:
        user_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListLinkedCalendarsResponse200 | ListLinkedCalendarsResponse400 | ListLinkedCalendarsResponse401 | ListLinkedCalendarsResponse403 | ListLinkedCalendarsResponse404 | ListLinkedCalendarsResponse429 | ListLinkedCalendarsResponse500 | ListLinkedCalendarsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            user_id=user_id,
        )
    ).parsed
