from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.link_calendar_body import LinkCalendarBody
from ...models.link_calendar_response_201 import LinkCalendarResponse201
from ...models.link_calendar_response_400 import LinkCalendarResponse400
from ...models.link_calendar_response_401 import LinkCalendarResponse401
from ...models.link_calendar_response_403 import LinkCalendarResponse403
from ...models.link_calendar_response_404 import LinkCalendarResponse404
from ...models.link_calendar_response_409 import LinkCalendarResponse409
from ...models.link_calendar_response_413 import LinkCalendarResponse413
from ...models.link_calendar_response_422 import LinkCalendarResponse422
from ...models.link_calendar_response_429 import LinkCalendarResponse429
from ...models.link_calendar_response_500 import LinkCalendarResponse500
from ...models.link_calendar_response_503 import LinkCalendarResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: LinkCalendarBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/calendar/connections",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    LinkCalendarResponse201
    | LinkCalendarResponse400
    | LinkCalendarResponse401
    | LinkCalendarResponse403
    | LinkCalendarResponse404
    | LinkCalendarResponse409
    | LinkCalendarResponse413
    | LinkCalendarResponse422
    | LinkCalendarResponse429
    | LinkCalendarResponse500
    | LinkCalendarResponse503
    | None
):
    if response.status_code == 201:
        response_201 = LinkCalendarResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = LinkCalendarResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = LinkCalendarResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = LinkCalendarResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = LinkCalendarResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = LinkCalendarResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = LinkCalendarResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = LinkCalendarResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = LinkCalendarResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = LinkCalendarResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = LinkCalendarResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    LinkCalendarResponse201
    | LinkCalendarResponse400
    | LinkCalendarResponse401
    | LinkCalendarResponse403
    | LinkCalendarResponse404
    | LinkCalendarResponse409
    | LinkCalendarResponse413
    | LinkCalendarResponse422
    | LinkCalendarResponse429
    | LinkCalendarResponse500
    | LinkCalendarResponse503
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
    body: LinkCalendarBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    LinkCalendarResponse201
    | LinkCalendarResponse400
    | LinkCalendarResponse401
    | LinkCalendarResponse403
    | LinkCalendarResponse404
    | LinkCalendarResponse409
    | LinkCalendarResponse413
    | LinkCalendarResponse422
    | LinkCalendarResponse429
    | LinkCalendarResponse500
    | LinkCalendarResponse503
]:
    """Link a calendar

     Google, Outlook and HighLevel (without `token`): a connection `pending_authorization` and the
    `authorization_url` where the person grants access (OAuth 2.0 with PKCE S256 and a single-use state,
    valid 10 minutes); the provider returns to /api/integrations/{provider}/callback. CalDAV (`caldav {
    server_url, username, password }`, the URL through the webhook address guard) and HighLevel with a
    private integration token: checked against the server now and `active` with its calendars, or 400
    calendar_connection_failed naming what the server answered, with nothing written. A new connection's
    primary calendar is a busy source, and the write target when the person has none.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (LinkCalendarBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LinkCalendarResponse201 | LinkCalendarResponse400 | LinkCalendarResponse401 | LinkCalendarResponse403 | LinkCalendarResponse404 | LinkCalendarResponse409 | LinkCalendarResponse413 | LinkCalendarResponse422 | LinkCalendarResponse429 | LinkCalendarResponse500 | LinkCalendarResponse503]
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
    body: LinkCalendarBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    LinkCalendarResponse201
    | LinkCalendarResponse400
    | LinkCalendarResponse401
    | LinkCalendarResponse403
    | LinkCalendarResponse404
    | LinkCalendarResponse409
    | LinkCalendarResponse413
    | LinkCalendarResponse422
    | LinkCalendarResponse429
    | LinkCalendarResponse500
    | LinkCalendarResponse503
    | None
):
    """Link a calendar

     Google, Outlook and HighLevel (without `token`): a connection `pending_authorization` and the
    `authorization_url` where the person grants access (OAuth 2.0 with PKCE S256 and a single-use state,
    valid 10 minutes); the provider returns to /api/integrations/{provider}/callback. CalDAV (`caldav {
    server_url, username, password }`, the URL through the webhook address guard) and HighLevel with a
    private integration token: checked against the server now and `active` with its calendars, or 400
    calendar_connection_failed naming what the server answered, with nothing written. A new connection's
    primary calendar is a busy source, and the write target when the person has none.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (LinkCalendarBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LinkCalendarResponse201 | LinkCalendarResponse400 | LinkCalendarResponse401 | LinkCalendarResponse403 | LinkCalendarResponse404 | LinkCalendarResponse409 | LinkCalendarResponse413 | LinkCalendarResponse422 | LinkCalendarResponse429 | LinkCalendarResponse500 | LinkCalendarResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: LinkCalendarBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    LinkCalendarResponse201
    | LinkCalendarResponse400
    | LinkCalendarResponse401
    | LinkCalendarResponse403
    | LinkCalendarResponse404
    | LinkCalendarResponse409
    | LinkCalendarResponse413
    | LinkCalendarResponse422
    | LinkCalendarResponse429
    | LinkCalendarResponse500
    | LinkCalendarResponse503
]:
    """Link a calendar

     Google, Outlook and HighLevel (without `token`): a connection `pending_authorization` and the
    `authorization_url` where the person grants access (OAuth 2.0 with PKCE S256 and a single-use state,
    valid 10 minutes); the provider returns to /api/integrations/{provider}/callback. CalDAV (`caldav {
    server_url, username, password }`, the URL through the webhook address guard) and HighLevel with a
    private integration token: checked against the server now and `active` with its calendars, or 400
    calendar_connection_failed naming what the server answered, with nothing written. A new connection's
    primary calendar is a busy source, and the write target when the person has none.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (LinkCalendarBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LinkCalendarResponse201 | LinkCalendarResponse400 | LinkCalendarResponse401 | LinkCalendarResponse403 | LinkCalendarResponse404 | LinkCalendarResponse409 | LinkCalendarResponse413 | LinkCalendarResponse422 | LinkCalendarResponse429 | LinkCalendarResponse500 | LinkCalendarResponse503]
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
    body: LinkCalendarBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    LinkCalendarResponse201
    | LinkCalendarResponse400
    | LinkCalendarResponse401
    | LinkCalendarResponse403
    | LinkCalendarResponse404
    | LinkCalendarResponse409
    | LinkCalendarResponse413
    | LinkCalendarResponse422
    | LinkCalendarResponse429
    | LinkCalendarResponse500
    | LinkCalendarResponse503
    | None
):
    """Link a calendar

     Google, Outlook and HighLevel (without `token`): a connection `pending_authorization` and the
    `authorization_url` where the person grants access (OAuth 2.0 with PKCE S256 and a single-use state,
    valid 10 minutes); the provider returns to /api/integrations/{provider}/callback. CalDAV (`caldav {
    server_url, username, password }`, the URL through the webhook address guard) and HighLevel with a
    private integration token: checked against the server now and `active` with its calendars, or 400
    calendar_connection_failed naming what the server answered, with nothing written. A new connection's
    primary calendar is a busy source, and the write target when the person has none.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (LinkCalendarBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LinkCalendarResponse201 | LinkCalendarResponse400 | LinkCalendarResponse401 | LinkCalendarResponse403 | LinkCalendarResponse404 | LinkCalendarResponse409 | LinkCalendarResponse413 | LinkCalendarResponse422 | LinkCalendarResponse429 | LinkCalendarResponse500 | LinkCalendarResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
