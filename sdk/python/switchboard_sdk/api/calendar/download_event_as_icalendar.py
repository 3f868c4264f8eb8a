from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.download_event_as_icalendar_response_400 import DownloadEventAsIcalendarResponse400
from ...models.download_event_as_icalendar_response_404 import DownloadEventAsIcalendarResponse404
from ...models.download_event_as_icalendar_response_500 import DownloadEventAsIcalendarResponse500
from ...models.download_event_as_icalendar_response_503 import DownloadEventAsIcalendarResponse503
from ...types import Response


def _get_kwargs(
    uuid: UUID,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/calendar/ics/{uuid}".format(
            uuid=quote(str(uuid), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DownloadEventAsIcalendarResponse400
    | DownloadEventAsIcalendarResponse404
    | DownloadEventAsIcalendarResponse500
    | DownloadEventAsIcalendarResponse503
    | str
    | None
):
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 400:
        response_400 = DownloadEventAsIcalendarResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = DownloadEventAsIcalendarResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 500:
        response_500 = DownloadEventAsIcalendarResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = DownloadEventAsIcalendarResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    DownloadEventAsIcalendarResponse400
    | DownloadEventAsIcalendarResponse404
    | DownloadEventAsIcalendarResponse500
    | DownloadEventAsIcalendarResponse503
    | str
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    uuid: UUID,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    DownloadEventAsIcalendarResponse400
    | DownloadEventAsIcalendarResponse404
    | DownloadEventAsIcalendarResponse500
    | DownloadEventAsIcalendarResponse503
    | str
]:
    """Download an event as iCalendar

     Public: the event UUID is the secret. Answers text/calendar (RFC 5545).

    Public: no API key needed.

    Args:
        uuid (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DownloadEventAsIcalendarResponse400 | DownloadEventAsIcalendarResponse404 | DownloadEventAsIcalendarResponse500 | DownloadEventAsIcalendarResponse503 | str]
    """

    kwargs = _get_kwargs(
        uuid=uuid,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    uuid: UUID,
    *,
    client: AuthenticatedClient | Client,
) -> (
    DownloadEventAsIcalendarResponse400
    | DownloadEventAsIcalendarResponse404
    | DownloadEventAsIcalendarResponse500
    | DownloadEventAsIcalendarResponse503
    | str
    | None
):
    """Download an event as iCalendar

     Public: the event UUID is the secret. Answers text/calendar (RFC 5545).

    Public: no API key needed.

    Args:
        uuid (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DownloadEventAsIcalendarResponse400 | DownloadEventAsIcalendarResponse404 | DownloadEventAsIcalendarResponse500 | DownloadEventAsIcalendarResponse503 | str
    """

    return sync_detailed(
        uuid=uuid,
        client=client,
    ).parsed


async def asyncio_detailed(
    uuid: UUID,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    DownloadEventAsIcalendarResponse400
    | DownloadEventAsIcalendarResponse404
    | DownloadEventAsIcalendarResponse500
    | DownloadEventAsIcalendarResponse503
    | str
]:
    """Download an event as iCalendar

     Public: the event UUID is the secret. Answers text/calendar (RFC 5545).

    Public: no API key needed.

    Args:
        uuid (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DownloadEventAsIcalendarResponse400 | DownloadEventAsIcalendarResponse404 | DownloadEventAsIcalendarResponse500 | DownloadEventAsIcalendarResponse503 | str]
    """

    kwargs = _get_kwargs(
        uuid=uuid,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    uuid: UUID,
    *,
    client: AuthenticatedClient | Client,
) -> (
    DownloadEventAsIcalendarResponse400
    | DownloadEventAsIcalendarResponse404
    | DownloadEventAsIcalendarResponse500
    | DownloadEventAsIcalendarResponse503
    | str
    | None
):
    """Download an event as iCalendar

     Public: the event UUID is the secret. Answers text/calendar (RFC 5545).

    Public: no API key needed.

    Args:
        uuid (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DownloadEventAsIcalendarResponse400 | DownloadEventAsIcalendarResponse404 | DownloadEventAsIcalendarResponse500 | DownloadEventAsIcalendarResponse503 | str
    """

    return (
        await asyncio_detailed(
            uuid=uuid,
            client=client,
        )
    ).parsed
