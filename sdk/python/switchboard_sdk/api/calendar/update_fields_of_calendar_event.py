from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.update_fields_of_calendar_event_body import UpdateFieldsOfCalendarEventBody
from ...models.update_fields_of_calendar_event_response_200 import UpdateFieldsOfCalendarEventResponse200
from ...models.update_fields_of_calendar_event_response_400 import UpdateFieldsOfCalendarEventResponse400
from ...models.update_fields_of_calendar_event_response_401 import UpdateFieldsOfCalendarEventResponse401
from ...models.update_fields_of_calendar_event_response_403 import UpdateFieldsOfCalendarEventResponse403
from ...models.update_fields_of_calendar_event_response_404 import UpdateFieldsOfCalendarEventResponse404
from ...models.update_fields_of_calendar_event_response_409 import UpdateFieldsOfCalendarEventResponse409
from ...models.update_fields_of_calendar_event_response_413 import UpdateFieldsOfCalendarEventResponse413
from ...models.update_fields_of_calendar_event_response_422 import UpdateFieldsOfCalendarEventResponse422
from ...models.update_fields_of_calendar_event_response_429 import UpdateFieldsOfCalendarEventResponse429
from ...models.update_fields_of_calendar_event_response_500 import UpdateFieldsOfCalendarEventResponse500
from ...models.update_fields_of_calendar_event_response_503 import UpdateFieldsOfCalendarEventResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    event_id: str,
    *,
    body: UpdateFieldsOfCalendarEventBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
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
    UpdateFieldsOfCalendarEventResponse200
    | UpdateFieldsOfCalendarEventResponse400
    | UpdateFieldsOfCalendarEventResponse401
    | UpdateFieldsOfCalendarEventResponse403
    | UpdateFieldsOfCalendarEventResponse404
    | UpdateFieldsOfCalendarEventResponse409
    | UpdateFieldsOfCalendarEventResponse413
    | UpdateFieldsOfCalendarEventResponse422
    | UpdateFieldsOfCalendarEventResponse429
    | UpdateFieldsOfCalendarEventResponse500
    | UpdateFieldsOfCalendarEventResponse503
    | None
):
    if response.status_code == 200:
        response_200 = UpdateFieldsOfCalendarEventResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = UpdateFieldsOfCalendarEventResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UpdateFieldsOfCalendarEventResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UpdateFieldsOfCalendarEventResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UpdateFieldsOfCalendarEventResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = UpdateFieldsOfCalendarEventResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = UpdateFieldsOfCalendarEventResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = UpdateFieldsOfCalendarEventResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = UpdateFieldsOfCalendarEventResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = UpdateFieldsOfCalendarEventResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = UpdateFieldsOfCalendarEventResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    UpdateFieldsOfCalendarEventResponse200
    | UpdateFieldsOfCalendarEventResponse400
    | UpdateFieldsOfCalendarEventResponse401
    | UpdateFieldsOfCalendarEventResponse403
    | UpdateFieldsOfCalendarEventResponse404
    | UpdateFieldsOfCalendarEventResponse409
    | UpdateFieldsOfCalendarEventResponse413
    | UpdateFieldsOfCalendarEventResponse422
    | UpdateFieldsOfCalendarEventResponse429
    | UpdateFieldsOfCalendarEventResponse500
    | UpdateFieldsOfCalendarEventResponse503
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
    body: UpdateFieldsOfCalendarEventBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    UpdateFieldsOfCalendarEventResponse200
    | UpdateFieldsOfCalendarEventResponse400
    | UpdateFieldsOfCalendarEventResponse401
    | UpdateFieldsOfCalendarEventResponse403
    | UpdateFieldsOfCalendarEventResponse404
    | UpdateFieldsOfCalendarEventResponse409
    | UpdateFieldsOfCalendarEventResponse413
    | UpdateFieldsOfCalendarEventResponse422
    | UpdateFieldsOfCalendarEventResponse429
    | UpdateFieldsOfCalendarEventResponse500
    | UpdateFieldsOfCalendarEventResponse503
]:
    """Update fields of a calendar event

     Only the fields sent change; null returns a field to its default. Records calendar.updated,
    calendar.cancelled or calendar.completed.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        event_id (str):
        idempotency_key (str | Unset):
        body (UpdateFieldsOfCalendarEventBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateFieldsOfCalendarEventResponse200 | UpdateFieldsOfCalendarEventResponse400 | UpdateFieldsOfCalendarEventResponse401 | UpdateFieldsOfCalendarEventResponse403 | UpdateFieldsOfCalendarEventResponse404 | UpdateFieldsOfCalendarEventResponse409 | UpdateFieldsOfCalendarEventResponse413 | UpdateFieldsOfCalendarEventResponse422 | UpdateFieldsOfCalendarEventResponse429 | UpdateFieldsOfCalendarEventResponse500 | UpdateFieldsOfCalendarEventResponse503]
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
    body: UpdateFieldsOfCalendarEventBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    UpdateFieldsOfCalendarEventResponse200
    | UpdateFieldsOfCalendarEventResponse400
    | UpdateFieldsOfCalendarEventResponse401
    | UpdateFieldsOfCalendarEventResponse403
    | UpdateFieldsOfCalendarEventResponse404
    | UpdateFieldsOfCalendarEventResponse409
    | UpdateFieldsOfCalendarEventResponse413
    | UpdateFieldsOfCalendarEventResponse422
    | UpdateFieldsOfCalendarEventResponse429
    | UpdateFieldsOfCalendarEventResponse500
    | UpdateFieldsOfCalendarEventResponse503
    | None
):
    """Update fields of a calendar event

     Only the fields sent change; null returns a field to its default. Records calendar.updated,
    calendar.cancelled or calendar.completed.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        event_id (str):
        idempotency_key (str | Unset):
        body (UpdateFieldsOfCalendarEventBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateFieldsOfCalendarEventResponse200 | UpdateFieldsOfCalendarEventResponse400 | UpdateFieldsOfCalendarEventResponse401 | UpdateFieldsOfCalendarEventResponse403 | UpdateFieldsOfCalendarEventResponse404 | UpdateFieldsOfCalendarEventResponse409 | UpdateFieldsOfCalendarEventResponse413 | UpdateFieldsOfCalendarEventResponse422 | UpdateFieldsOfCalendarEventResponse429 | UpdateFieldsOfCalendarEventResponse500 | UpdateFieldsOfCalendarEventResponse503
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
    body: UpdateFieldsOfCalendarEventBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    UpdateFieldsOfCalendarEventResponse200
    | UpdateFieldsOfCalendarEventResponse400
    | UpdateFieldsOfCalendarEventResponse401
    | UpdateFieldsOfCalendarEventResponse403
    | UpdateFieldsOfCalendarEventResponse404
    | UpdateFieldsOfCalendarEventResponse409
    | UpdateFieldsOfCalendarEventResponse413
    | UpdateFieldsOfCalendarEventResponse422
    | UpdateFieldsOfCalendarEventResponse429
    | UpdateFieldsOfCalendarEventResponse500
    | UpdateFieldsOfCalendarEventResponse503
]:
    """Update fields of a calendar event

     Only the fields sent change; null returns a field to its default. Records calendar.updated,
    calendar.cancelled or calendar.completed.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        event_id (str):
        idempotency_key (str | Unset):
        body (UpdateFieldsOfCalendarEventBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateFieldsOfCalendarEventResponse200 | UpdateFieldsOfCalendarEventResponse400 | UpdateFieldsOfCalendarEventResponse401 | UpdateFieldsOfCalendarEventResponse403 | UpdateFieldsOfCalendarEventResponse404 | UpdateFieldsOfCalendarEventResponse409 | UpdateFieldsOfCalendarEventResponse413 | UpdateFieldsOfCalendarEventResponse422 | UpdateFieldsOfCalendarEventResponse429 | UpdateFieldsOfCalendarEventResponse500 | UpdateFieldsOfCalendarEventResponse503]
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
    body: UpdateFieldsOfCalendarEventBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    UpdateFieldsOfCalendarEventResponse200
    | UpdateFieldsOfCalendarEventResponse400
    | UpdateFieldsOfCalendarEventResponse401
    | UpdateFieldsOfCalendarEventResponse403
    | UpdateFieldsOfCalendarEventResponse404
    | UpdateFieldsOfCalendarEventResponse409
    | UpdateFieldsOfCalendarEventResponse413
    | UpdateFieldsOfCalendarEventResponse422
    | UpdateFieldsOfCalendarEventResponse429
    | UpdateFieldsOfCalendarEventResponse500
    | UpdateFieldsOfCalendarEventResponse503
    | None
):
    """Update fields of a calendar event

     Only the fields sent change; null returns a field to its default. Records calendar.updated,
    calendar.cancelled or calendar.completed.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        event_id (str):
        idempotency_key (str | Unset):
        body (UpdateFieldsOfCalendarEventBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateFieldsOfCalendarEventResponse200 | UpdateFieldsOfCalendarEventResponse400 | UpdateFieldsOfCalendarEventResponse401 | UpdateFieldsOfCalendarEventResponse403 | UpdateFieldsOfCalendarEventResponse404 | UpdateFieldsOfCalendarEventResponse409 | UpdateFieldsOfCalendarEventResponse413 | UpdateFieldsOfCalendarEventResponse422 | UpdateFieldsOfCalendarEventResponse429 | UpdateFieldsOfCalendarEventResponse500 | UpdateFieldsOfCalendarEventResponse503
    """

    return (
        await asyncio_detailed(
            event_id=event_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
