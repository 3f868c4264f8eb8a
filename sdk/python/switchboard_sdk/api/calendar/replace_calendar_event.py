from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.replace_calendar_event_body import ReplaceCalendarEventBody
from ...models.replace_calendar_event_response_200 import ReplaceCalendarEventResponse200
from ...models.replace_calendar_event_response_400 import ReplaceCalendarEventResponse400
from ...models.replace_calendar_event_response_401 import ReplaceCalendarEventResponse401
from ...models.replace_calendar_event_response_403 import ReplaceCalendarEventResponse403
from ...models.replace_calendar_event_response_404 import ReplaceCalendarEventResponse404
from ...models.replace_calendar_event_response_409 import ReplaceCalendarEventResponse409
from ...models.replace_calendar_event_response_413 import ReplaceCalendarEventResponse413
from ...models.replace_calendar_event_response_422 import ReplaceCalendarEventResponse422
from ...models.replace_calendar_event_response_429 import ReplaceCalendarEventResponse429
from ...models.replace_calendar_event_response_500 import ReplaceCalendarEventResponse500
from ...models.replace_calendar_event_response_503 import ReplaceCalendarEventResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    event_id: str,
    *,
    body: ReplaceCalendarEventBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/api/v1/calendar/events/{event_id}/update".format(
            event_id=quote(str(event_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ReplaceCalendarEventResponse200
    | ReplaceCalendarEventResponse400
    | ReplaceCalendarEventResponse401
    | ReplaceCalendarEventResponse403
    | ReplaceCalendarEventResponse404
    | ReplaceCalendarEventResponse409
    | ReplaceCalendarEventResponse413
    | ReplaceCalendarEventResponse422
    | ReplaceCalendarEventResponse429
    | ReplaceCalendarEventResponse500
    | ReplaceCalendarEventResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ReplaceCalendarEventResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ReplaceCalendarEventResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ReplaceCalendarEventResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ReplaceCalendarEventResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ReplaceCalendarEventResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ReplaceCalendarEventResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ReplaceCalendarEventResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = ReplaceCalendarEventResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ReplaceCalendarEventResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ReplaceCalendarEventResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ReplaceCalendarEventResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ReplaceCalendarEventResponse200
    | ReplaceCalendarEventResponse400
    | ReplaceCalendarEventResponse401
    | ReplaceCalendarEventResponse403
    | ReplaceCalendarEventResponse404
    | ReplaceCalendarEventResponse409
    | ReplaceCalendarEventResponse413
    | ReplaceCalendarEventResponse422
    | ReplaceCalendarEventResponse429
    | ReplaceCalendarEventResponse500
    | ReplaceCalendarEventResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    event_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: ReplaceCalendarEventBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ReplaceCalendarEventResponse200
    | ReplaceCalendarEventResponse400
    | ReplaceCalendarEventResponse401
    | ReplaceCalendarEventResponse403
    | ReplaceCalendarEventResponse404
    | ReplaceCalendarEventResponse409
    | ReplaceCalendarEventResponse413
    | ReplaceCalendarEventResponse422
    | ReplaceCalendarEventResponse429
    | ReplaceCalendarEventResponse500
    | ReplaceCalendarEventResponse503
]:
    """Replace a calendar event

     title, start_time and end_time are required; every omitted field returns to its default. Records
    calendar.updated, calendar.cancelled or calendar.completed.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        event_id (str):
        idempotency_key (str | Unset):
        body (ReplaceCalendarEventBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ReplaceCalendarEventResponse200 | ReplaceCalendarEventResponse400 | ReplaceCalendarEventResponse401 | ReplaceCalendarEventResponse403 | ReplaceCalendarEventResponse404 | ReplaceCalendarEventResponse409 | ReplaceCalendarEventResponse413 | ReplaceCalendarEventResponse422 | ReplaceCalendarEventResponse429 | ReplaceCalendarEventResponse500 | ReplaceCalendarEventResponse503]
    """

    kwargs = _get_kwargs(
        event_id=event_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    event_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: ReplaceCalendarEventBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    ReplaceCalendarEventResponse200
    | ReplaceCalendarEventResponse400
    | ReplaceCalendarEventResponse401
    | ReplaceCalendarEventResponse403
    | ReplaceCalendarEventResponse404
    | ReplaceCalendarEventResponse409
    | ReplaceCalendarEventResponse413
    | ReplaceCalendarEventResponse422
    | ReplaceCalendarEventResponse429
    | ReplaceCalendarEventResponse500
    | ReplaceCalendarEventResponse503
    | None
):
    """Replace a calendar event

     title, start_time and end_time are required; every omitted field returns to its default. Records
    calendar.updated, calendar.cancelled or calendar.completed.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        event_id (str):
        idempotency_key (str | Unset):
        body (ReplaceCalendarEventBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ReplaceCalendarEventResponse200 | ReplaceCalendarEventResponse400 | ReplaceCalendarEventResponse401 | ReplaceCalendarEventResponse403 | ReplaceCalendarEventResponse404 | ReplaceCalendarEventResponse409 | ReplaceCalendarEventResponse413 | ReplaceCalendarEventResponse422 | ReplaceCalendarEventResponse429 | ReplaceCalendarEventResponse500 | ReplaceCalendarEventResponse503
    """

    return sync_detailed(
        event_id=event_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    event_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: ReplaceCalendarEventBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ReplaceCalendarEventResponse200
    | ReplaceCalendarEventResponse400
    | ReplaceCalendarEventResponse401
    | ReplaceCalendarEventResponse403
    | ReplaceCalendarEventResponse404
    | ReplaceCalendarEventResponse409
    | ReplaceCalendarEventResponse413
    | ReplaceCalendarEventResponse422
    | ReplaceCalendarEventResponse429
    | ReplaceCalendarEventResponse500
    | ReplaceCalendarEventResponse503
]:
    """Replace a calendar event

     title, start_time and end_time are required; every omitted field returns to its default. Records
    calendar.updated, calendar.cancelled or calendar.completed.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        event_id (str):
        idempotency_key (str | Unset):
        body (ReplaceCalendarEventBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ReplaceCalendarEventResponse200 | ReplaceCalendarEventResponse400 | ReplaceCalendarEventResponse401 | ReplaceCalendarEventResponse403 | ReplaceCalendarEventResponse404 | ReplaceCalendarEventResponse409 | ReplaceCalendarEventResponse413 | ReplaceCalendarEventResponse422 | ReplaceCalendarEventResponse429 | ReplaceCalendarEventResponse500 | ReplaceCalendarEventResponse503]
    """

    kwargs = _get_kwargs(
        event_id=event_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    event_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: ReplaceCalendarEventBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    ReplaceCalendarEventResponse200
    | ReplaceCalendarEventResponse400
    | ReplaceCalendarEventResponse401
    | ReplaceCalendarEventResponse403
    | ReplaceCalendarEventResponse404
    | ReplaceCalendarEventResponse409
    | ReplaceCalendarEventResponse413
    | ReplaceCalendarEventResponse422
    | ReplaceCalendarEventResponse429
    | ReplaceCalendarEventResponse500
    | ReplaceCalendarEventResponse503
    | None
):
    """Replace a calendar event

     title, start_time and end_time are required; every omitted field returns to its default. Records
    calendar.updated, calendar.cancelled or calendar.completed.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        event_id (str):
        idempotency_key (str | Unset):
        body (ReplaceCalendarEventBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ReplaceCalendarEventResponse200 | ReplaceCalendarEventResponse400 | ReplaceCalendarEventResponse401 | ReplaceCalendarEventResponse403 | ReplaceCalendarEventResponse404 | ReplaceCalendarEventResponse409 | ReplaceCalendarEventResponse413 | ReplaceCalendarEventResponse422 | ReplaceCalendarEventResponse429 | ReplaceCalendarEventResponse500 | ReplaceCalendarEventResponse503
    """

    return (
        await asyncio_detailed(
            event_id=event_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
