from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_calendar_event_body import CreateCalendarEventBody
from ...models.create_calendar_event_response_201 import CreateCalendarEventResponse201
from ...models.create_calendar_event_response_400 import CreateCalendarEventResponse400
from ...models.create_calendar_event_response_401 import CreateCalendarEventResponse401
from ...models.create_calendar_event_response_403 import CreateCalendarEventResponse403
from ...models.create_calendar_event_response_404 import CreateCalendarEventResponse404
from ...models.create_calendar_event_response_409 import CreateCalendarEventResponse409
from ...models.create_calendar_event_response_413 import CreateCalendarEventResponse413
from ...models.create_calendar_event_response_422 import CreateCalendarEventResponse422
from ...models.create_calendar_event_response_429 import CreateCalendarEventResponse429
from ...models.create_calendar_event_response_500 import CreateCalendarEventResponse500
from ...models.create_calendar_event_response_503 import CreateCalendarEventResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateCalendarEventBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/calendar/events/create",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateCalendarEventResponse201
    | CreateCalendarEventResponse400
    | CreateCalendarEventResponse401
    | CreateCalendarEventResponse403
    | CreateCalendarEventResponse404
    | CreateCalendarEventResponse409
    | CreateCalendarEventResponse413
    | CreateCalendarEventResponse422
    | CreateCalendarEventResponse429
    | CreateCalendarEventResponse500
    | CreateCalendarEventResponse503
    | None
):
    if response.status_code == 201:
        response_201 = CreateCalendarEventResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateCalendarEventResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateCalendarEventResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateCalendarEventResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateCalendarEventResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = CreateCalendarEventResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = CreateCalendarEventResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = CreateCalendarEventResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = CreateCalendarEventResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = CreateCalendarEventResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = CreateCalendarEventResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateCalendarEventResponse201
    | CreateCalendarEventResponse400
    | CreateCalendarEventResponse401
    | CreateCalendarEventResponse403
    | CreateCalendarEventResponse404
    | CreateCalendarEventResponse409
    | CreateCalendarEventResponse413
    | CreateCalendarEventResponse422
    | CreateCalendarEventResponse429
    | CreateCalendarEventResponse500
    | CreateCalendarEventResponse503
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
    body: CreateCalendarEventBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CreateCalendarEventResponse201
    | CreateCalendarEventResponse400
    | CreateCalendarEventResponse401
    | CreateCalendarEventResponse403
    | CreateCalendarEventResponse404
    | CreateCalendarEventResponse409
    | CreateCalendarEventResponse413
    | CreateCalendarEventResponse422
    | CreateCalendarEventResponse429
    | CreateCalendarEventResponse500
    | CreateCalendarEventResponse503
]:
    """Create a calendar event

     Creates an event owned by the key's user. Datetimes are ISO 8601 with Z or an offset (none means
    UTC). With check_availability true, a time that overlaps a scheduled or confirmed event of the user
    (widened by the business buffer) is refused with 409 slot_unavailable. Records calendar.created and
    schedules calendar.reminder.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CreateCalendarEventBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateCalendarEventResponse201 | CreateCalendarEventResponse400 | CreateCalendarEventResponse401 | CreateCalendarEventResponse403 | CreateCalendarEventResponse404 | CreateCalendarEventResponse409 | CreateCalendarEventResponse413 | CreateCalendarEventResponse422 | CreateCalendarEventResponse429 | CreateCalendarEventResponse500 | CreateCalendarEventResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CreateCalendarEventBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CreateCalendarEventResponse201
    | CreateCalendarEventResponse400
    | CreateCalendarEventResponse401
    | CreateCalendarEventResponse403
    | CreateCalendarEventResponse404
    | CreateCalendarEventResponse409
    | CreateCalendarEventResponse413
    | CreateCalendarEventResponse422
    | CreateCalendarEventResponse429
    | CreateCalendarEventResponse500
    | CreateCalendarEventResponse503
    | None
):
    """Create a calendar event

     Creates an event owned by the key's user. Datetimes are ISO 8601 with Z or an offset (none means
    UTC). With check_availability true, a time that overlaps a scheduled or confirmed event of the user
    (widened by the business buffer) is refused with 409 slot_unavailable. Records calendar.created and
    schedules calendar.reminder.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CreateCalendarEventBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateCalendarEventResponse201 | CreateCalendarEventResponse400 | CreateCalendarEventResponse401 | CreateCalendarEventResponse403 | CreateCalendarEventResponse404 | CreateCalendarEventResponse409 | CreateCalendarEventResponse413 | CreateCalendarEventResponse422 | CreateCalendarEventResponse429 | CreateCalendarEventResponse500 | CreateCalendarEventResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateCalendarEventBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CreateCalendarEventResponse201
    | CreateCalendarEventResponse400
    | CreateCalendarEventResponse401
    | CreateCalendarEventResponse403
    | CreateCalendarEventResponse404
    | CreateCalendarEventResponse409
    | CreateCalendarEventResponse413
    | CreateCalendarEventResponse422
    | CreateCalendarEventResponse429
    | CreateCalendarEventResponse500
    | CreateCalendarEventResponse503
]:
    """Create a calendar event

     Creates an event owned by the key's user. Datetimes are ISO 8601 with Z or an offset (none means
    UTC). With check_availability true, a time that overlaps a scheduled or confirmed event of the user
    (widened by the business buffer) is refused with 409 slot_unavailable. Records calendar.created and
    schedules calendar.reminder.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CreateCalendarEventBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateCalendarEventResponse201 | CreateCalendarEventResponse400 | CreateCalendarEventResponse401 | CreateCalendarEventResponse403 | CreateCalendarEventResponse404 | CreateCalendarEventResponse409 | CreateCalendarEventResponse413 | CreateCalendarEventResponse422 | CreateCalendarEventResponse429 | CreateCalendarEventResponse500 | CreateCalendarEventResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateCalendarEventBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CreateCalendarEventResponse201
    | CreateCalendarEventResponse400
    | CreateCalendarEventResponse401
    | CreateCalendarEventResponse403
    | CreateCalendarEventResponse404
    | CreateCalendarEventResponse409
    | CreateCalendarEventResponse413
    | CreateCalendarEventResponse422
    | CreateCalendarEventResponse429
    | CreateCalendarEventResponse500
    | CreateCalendarEventResponse503
    | None
):
    """Create a calendar event

     Creates an event owned by the key's user. Datetimes are ISO 8601 with Z or an offset (none means
    UTC). With check_availability true, a time that overlaps a scheduled or confirmed event of the user
    (widened by the business buffer) is refused with 409 slot_unavailable. Records calendar.created and
    schedules calendar.reminder.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CreateCalendarEventBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateCalendarEventResponse201 | CreateCalendarEventResponse400 | CreateCalendarEventResponse401 | CreateCalendarEventResponse403 | CreateCalendarEventResponse404 | CreateCalendarEventResponse409 | CreateCalendarEventResponse413 | CreateCalendarEventResponse422 | CreateCalendarEventResponse429 | CreateCalendarEventResponse500 | CreateCalendarEventResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
