from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.send_text_message_body import SendTextMessageBody
from ...models.send_text_message_response_201 import SendTextMessageResponse201
from ...models.send_text_message_response_400 import SendTextMessageResponse400
from ...models.send_text_message_response_401 import SendTextMessageResponse401
from ...models.send_text_message_response_403 import SendTextMessageResponse403
from ...models.send_text_message_response_404 import SendTextMessageResponse404
from ...models.send_text_message_response_409 import SendTextMessageResponse409
from ...models.send_text_message_response_413 import SendTextMessageResponse413
from ...models.send_text_message_response_422 import SendTextMessageResponse422
from ...models.send_text_message_response_429 import SendTextMessageResponse429
from ...models.send_text_message_response_500 import SendTextMessageResponse500
from ...models.send_text_message_response_503 import SendTextMessageResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SendTextMessageBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/messages",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    SendTextMessageResponse201
    | SendTextMessageResponse400
    | SendTextMessageResponse401
    | SendTextMessageResponse403
    | SendTextMessageResponse404
    | SendTextMessageResponse409
    | SendTextMessageResponse413
    | SendTextMessageResponse422
    | SendTextMessageResponse429
    | SendTextMessageResponse500
    | SendTextMessageResponse503
    | None
):
    if response.status_code == 201:
        response_201 = SendTextMessageResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = SendTextMessageResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = SendTextMessageResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SendTextMessageResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = SendTextMessageResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = SendTextMessageResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = SendTextMessageResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = SendTextMessageResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = SendTextMessageResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = SendTextMessageResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = SendTextMessageResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    SendTextMessageResponse201
    | SendTextMessageResponse400
    | SendTextMessageResponse401
    | SendTextMessageResponse403
    | SendTextMessageResponse404
    | SendTextMessageResponse409
    | SendTextMessageResponse413
    | SendTextMessageResponse422
    | SendTextMessageResponse429
    | SendTextMessageResponse500
    | SendTextMessageResponse503
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
    body: SendTextMessageBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SendTextMessageResponse201
    | SendTextMessageResponse400
    | SendTextMessageResponse401
    | SendTextMessageResponse403
    | SendTextMessageResponse404
    | SendTextMessageResponse409
    | SendTextMessageResponse413
    | SendTextMessageResponse422
    | SendTextMessageResponse429
    | SendTextMessageResponse500
    | SendTextMessageResponse503
]:
    """Send a text message

     One text to a number, held to the same gate as a call: the do-not-call list, the destination policy,
    the consent its `purpose` needs (default `marketing`) and the callee's legal hours. Refused, nothing
    is written (403 `do_not_call`, `destination_not_allowed` or `consent_required`); outside the hours
    it is written `held` until the next lawful moment; else `queued`, judged once more at its send. It
    goes from an agent's number or a caller number (409 `no_sender` when the account has none).

    Requires the `can_write_contacts` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (SendTextMessageBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SendTextMessageResponse201 | SendTextMessageResponse400 | SendTextMessageResponse401 | SendTextMessageResponse403 | SendTextMessageResponse404 | SendTextMessageResponse409 | SendTextMessageResponse413 | SendTextMessageResponse422 | SendTextMessageResponse429 | SendTextMessageResponse500 | SendTextMessageResponse503]
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
    body: SendTextMessageBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SendTextMessageResponse201
    | SendTextMessageResponse400
    | SendTextMessageResponse401
    | SendTextMessageResponse403
    | SendTextMessageResponse404
    | SendTextMessageResponse409
    | SendTextMessageResponse413
    | SendTextMessageResponse422
    | SendTextMessageResponse429
    | SendTextMessageResponse500
    | SendTextMessageResponse503
    | None
):
    """Send a text message

     One text to a number, held to the same gate as a call: the do-not-call list, the destination policy,
    the consent its `purpose` needs (default `marketing`) and the callee's legal hours. Refused, nothing
    is written (403 `do_not_call`, `destination_not_allowed` or `consent_required`); outside the hours
    it is written `held` until the next lawful moment; else `queued`, judged once more at its send. It
    goes from an agent's number or a caller number (409 `no_sender` when the account has none).

    Requires the `can_write_contacts` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (SendTextMessageBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SendTextMessageResponse201 | SendTextMessageResponse400 | SendTextMessageResponse401 | SendTextMessageResponse403 | SendTextMessageResponse404 | SendTextMessageResponse409 | SendTextMessageResponse413 | SendTextMessageResponse422 | SendTextMessageResponse429 | SendTextMessageResponse500 | SendTextMessageResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SendTextMessageBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SendTextMessageResponse201
    | SendTextMessageResponse400
    | SendTextMessageResponse401
    | SendTextMessageResponse403
    | SendTextMessageResponse404
    | SendTextMessageResponse409
    | SendTextMessageResponse413
    | SendTextMessageResponse422
    | SendTextMessageResponse429
    | SendTextMessageResponse500
    | SendTextMessageResponse503
]:
    """Send a text message

     One text to a number, held to the same gate as a call: the do-not-call list, the destination policy,
    the consent its `purpose` needs (default `marketing`) and the callee's legal hours. Refused, nothing
    is written (403 `do_not_call`, `destination_not_allowed` or `consent_required`); outside the hours
    it is written `held` until the next lawful moment; else `queued`, judged once more at its send. It
    goes from an agent's number or a caller number (409 `no_sender` when the account has none).

    Requires the `can_write_contacts` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (SendTextMessageBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SendTextMessageResponse201 | SendTextMessageResponse400 | SendTextMessageResponse401 | SendTextMessageResponse403 | SendTextMessageResponse404 | SendTextMessageResponse409 | SendTextMessageResponse413 | SendTextMessageResponse422 | SendTextMessageResponse429 | SendTextMessageResponse500 | SendTextMessageResponse503]
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
    body: SendTextMessageBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SendTextMessageResponse201
    | SendTextMessageResponse400
    | SendTextMessageResponse401
    | SendTextMessageResponse403
    | SendTextMessageResponse404
    | SendTextMessageResponse409
    | SendTextMessageResponse413
    | SendTextMessageResponse422
    | SendTextMessageResponse429
    | SendTextMessageResponse500
    | SendTextMessageResponse503
    | None
):
    """Send a text message

     One text to a number, held to the same gate as a call: the do-not-call list, the destination policy,
    the consent its `purpose` needs (default `marketing`) and the callee's legal hours. Refused, nothing
    is written (403 `do_not_call`, `destination_not_allowed` or `consent_required`); outside the hours
    it is written `held` until the next lawful moment; else `queued`, judged once more at its send. It
    goes from an agent's number or a caller number (409 `no_sender` when the account has none).

    Requires the `can_write_contacts` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (SendTextMessageBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SendTextMessageResponse201 | SendTextMessageResponse400 | SendTextMessageResponse401 | SendTextMessageResponse403 | SendTextMessageResponse404 | SendTextMessageResponse409 | SendTextMessageResponse413 | SendTextMessageResponse422 | SendTextMessageResponse429 | SendTextMessageResponse500 | SendTextMessageResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
