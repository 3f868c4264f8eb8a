from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_messages_channel import ListMessagesChannel
from ...models.list_messages_response_200 import ListMessagesResponse200
from ...models.list_messages_response_400 import ListMessagesResponse400
from ...models.list_messages_response_401 import ListMessagesResponse401
from ...models.list_messages_response_403 import ListMessagesResponse403
from ...models.list_messages_response_429 import ListMessagesResponse429
from ...models.list_messages_response_500 import ListMessagesResponse500
from ...models.list_messages_response_503 import ListMessagesResponse503
from ...models.list_messages_status import ListMessagesStatus
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    channel: ListMessagesChannel | Unset = UNSET,
    status: ListMessagesStatus | Unset = UNSET,
    contact_id: int | Unset = UNSET,
    event_id: int | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_channel: str | Unset = UNSET
    if not isinstance(channel, Unset):
        json_channel = channel

    params["channel"] = json_channel

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status

    params["contact_id"] = contact_id

    params["event_id"] = event_id

    params["page"] = page

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/messages",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListMessagesResponse200
    | ListMessagesResponse400
    | ListMessagesResponse401
    | ListMessagesResponse403
    | ListMessagesResponse429
    | ListMessagesResponse500
    | ListMessagesResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListMessagesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListMessagesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListMessagesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListMessagesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ListMessagesResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListMessagesResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListMessagesResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListMessagesResponse200
    | ListMessagesResponse400
    | ListMessagesResponse401
    | ListMessagesResponse403
    | ListMessagesResponse429
    | ListMessagesResponse500
    | ListMessagesResponse503
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
    channel: ListMessagesChannel | Unset = UNSET,
    status: ListMessagesStatus | Unset = UNSET,
    contact_id: int | Unset = UNSET,
    event_id: int | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListMessagesResponse200
    | ListMessagesResponse400
    | ListMessagesResponse401
    | ListMessagesResponse403
    | ListMessagesResponse429
    | ListMessagesResponse500
    | ListMessagesResponse503
]:
    r"""List messages

     Every email and text sent to customers (appointment confirmations, updates, cancellations and
    reminders of events with `send_notifications`, agents' texts) and every text customers sent back,
    newest first. Filters: `channel`, `status`, `contact_id`, `event_id`. Without SMTP an email is kept
    here (`transport: \"local\"`) instead of being sent; without Twilio the simulator records texts.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        channel (ListMessagesChannel | Unset):
        status (ListMessagesStatus | Unset):
        contact_id (int | Unset):
        event_id (int | Unset):
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListMessagesResponse200 | ListMessagesResponse400 | ListMessagesResponse401 | ListMessagesResponse403 | ListMessagesResponse429 | ListMessagesResponse500 | ListMessagesResponse503]
    """

    kwargs = _get_kwargs(
        channel=channel,
        status=status,
        contact_id=contact_id,
        event_id=event_id,
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
    channel: ListMessagesChannel | Unset = UNSET,
    status: ListMessagesStatus | Unset = UNSET,
    contact_id: int | Unset = UNSET,
    event_id: int | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListMessagesResponse200
    | ListMessagesResponse400
    | ListMessagesResponse401
    | ListMessagesResponse403
    | ListMessagesResponse429
    | ListMessagesResponse500
    | ListMessagesResponse503
    | None
):
    r"""List messages

     Every email and text sent to customers (appointment confirmations, updates, cancellations and
    reminders of events with `send_notifications`, agents' texts) and every text customers sent back,
    newest first. Filters: `channel`, `status`, `contact_id`, `event_id`. Without SMTP an email is kept
    here (`transport: \"local\"`) instead of being sent; without Twilio the simulator records texts.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        channel (ListMessagesChannel | Unset):
        status (ListMessagesStatus | Unset):
        contact_id (int | Unset):
        event_id (int | Unset):
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListMessagesResponse200 | ListMessagesResponse400 | ListMessagesResponse401 | ListMessagesResponse403 | ListMessagesResponse429 | ListMessagesResponse500 | ListMessagesResponse503
    """

    return sync_detailed(
        client=client,
        channel=channel,
        status=status,
        contact_id=contact_id,
        event_id=event_id,
        page=page,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    channel: ListMessagesChannel | Unset = UNSET,
    status: ListMessagesStatus | Unset = UNSET,
    contact_id: int | Unset = UNSET,
    event_id: int | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListMessagesResponse200
    | ListMessagesResponse400
    | ListMessagesResponse401
    | ListMessagesResponse403
    | ListMessagesResponse429
    | ListMessagesResponse500
    | ListMessagesResponse503
]:
    r"""List messages

     Every email and text sent to customers (appointment confirmations, updates, cancellations and
    reminders of events with `send_notifications`, agents' texts) and every text customers sent back,
    newest first. Filters: `channel`, `status`, `contact_id`, `event_id`. Without SMTP an email is kept
    here (`transport: \"local\"`) instead of being sent; without Twilio the simulator records texts.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        channel (ListMessagesChannel | Unset):
        status (ListMessagesStatus | Unset):
        contact_id (int | Unset):
        event_id (int | Unset):
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListMessagesResponse200 | ListMessagesResponse400 | ListMessagesResponse401 | ListMessagesResponse403 | ListMessagesResponse429 | ListMessagesResponse500 | ListMessagesResponse503]
    """

    kwargs = _get_kwargs(
        channel=channel,
        status=status,
        contact_id=contact_id,
        event_id=event_id,
        page=page,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    channel: ListMessagesChannel | Unset = UNSET,
    status: ListMessagesStatus | Unset = UNSET,
    contact_id: int | Unset = UNSET,
    event_id: int | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListMessagesResponse200
    | ListMessagesResponse400
    | ListMessagesResponse401
    | ListMessagesResponse403
    | ListMessagesResponse429
    | ListMessagesResponse500
    | ListMessagesResponse503
    | None
):
    r"""List messages

     Every email and text sent to customers (appointment confirmations, updates, cancellations and
    reminders of events with `send_notifications`, agents' texts) and every text customers sent back,
    newest first. Filters: `channel`, `status`, `contact_id`, `event_id`. Without SMTP an email is kept
    here (`transport: \"local\"`) instead of being sent; without Twilio the simulator records texts.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        channel (ListMessagesChannel | Unset):
        status (ListMessagesStatus | Unset):
        contact_id (int | Unset):
        event_id (int | Unset):
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListMessagesResponse200 | ListMessagesResponse400 | ListMessagesResponse401 | ListMessagesResponse403 | ListMessagesResponse429 | ListMessagesResponse500 | ListMessagesResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            channel=channel,
            status=status,
            contact_id=contact_id,
            event_id=event_id,
            page=page,
            limit=limit,
        )
    ).parsed
