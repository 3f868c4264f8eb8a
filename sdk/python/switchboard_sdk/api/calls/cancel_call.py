from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.cancel_call_response_200 import CancelCallResponse200
from ...models.cancel_call_response_400 import CancelCallResponse400
from ...models.cancel_call_response_401 import CancelCallResponse401
from ...models.cancel_call_response_403 import CancelCallResponse403
from ...models.cancel_call_response_404 import CancelCallResponse404
from ...models.cancel_call_response_409 import CancelCallResponse409
from ...models.cancel_call_response_422 import CancelCallResponse422
from ...models.cancel_call_response_429 import CancelCallResponse429
from ...models.cancel_call_response_500 import CancelCallResponse500
from ...models.cancel_call_response_503 import CancelCallResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    call_id: str,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/calls/{call_id}/cancel".format(
            call_id=quote(str(call_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CancelCallResponse200
    | CancelCallResponse400
    | CancelCallResponse401
    | CancelCallResponse403
    | CancelCallResponse404
    | CancelCallResponse409
    | CancelCallResponse422
    | CancelCallResponse429
    | CancelCallResponse500
    | CancelCallResponse503
    | None
):
    if response.status_code == 200:
        response_200 = CancelCallResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = CancelCallResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CancelCallResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CancelCallResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CancelCallResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = CancelCallResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = CancelCallResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = CancelCallResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = CancelCallResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = CancelCallResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CancelCallResponse200
    | CancelCallResponse400
    | CancelCallResponse401
    | CancelCallResponse403
    | CancelCallResponse404
    | CancelCallResponse409
    | CancelCallResponse422
    | CancelCallResponse429
    | CancelCallResponse500
    | CancelCallResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    call_id: str,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CancelCallResponse200
    | CancelCallResponse400
    | CancelCallResponse401
    | CancelCallResponse403
    | CancelCallResponse404
    | CancelCallResponse409
    | CancelCallResponse422
    | CancelCallResponse429
    | CancelCallResponse500
    | CancelCallResponse503
]:
    """Cancel a call

     A scheduled call, or a queued call not yet handed to the provider, ends `canceled` (ended_reason
    `canceled`); its later attempts still waiting are canceled with it. Any other status answers 409
    call_not_cancelable.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        call_id (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CancelCallResponse200 | CancelCallResponse400 | CancelCallResponse401 | CancelCallResponse403 | CancelCallResponse404 | CancelCallResponse409 | CancelCallResponse422 | CancelCallResponse429 | CancelCallResponse500 | CancelCallResponse503]
    """

    kwargs = _get_kwargs(
        call_id=call_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    call_id: str,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    CancelCallResponse200
    | CancelCallResponse400
    | CancelCallResponse401
    | CancelCallResponse403
    | CancelCallResponse404
    | CancelCallResponse409
    | CancelCallResponse422
    | CancelCallResponse429
    | CancelCallResponse500
    | CancelCallResponse503
    | None
):
    """Cancel a call

     A scheduled call, or a queued call not yet handed to the provider, ends `canceled` (ended_reason
    `canceled`); its later attempts still waiting are canceled with it. Any other status answers 409
    call_not_cancelable.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        call_id (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CancelCallResponse200 | CancelCallResponse400 | CancelCallResponse401 | CancelCallResponse403 | CancelCallResponse404 | CancelCallResponse409 | CancelCallResponse422 | CancelCallResponse429 | CancelCallResponse500 | CancelCallResponse503
    """

    return sync_detailed(
        call_id=call_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    call_id: str,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CancelCallResponse200
    | CancelCallResponse400
    | CancelCallResponse401
    | CancelCallResponse403
    | CancelCallResponse404
    | CancelCallResponse409
    | CancelCallResponse422
    | CancelCallResponse429
    | CancelCallResponse500
    | CancelCallResponse503
]:
    """Cancel a call

     A scheduled call, or a queued call not yet handed to the provider, ends `canceled` (ended_reason
    `canceled`); its later attempts still waiting are canceled with it. Any other status answers 409
    call_not_cancelable.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        call_id (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CancelCallResponse200 | CancelCallResponse400 | CancelCallResponse401 | CancelCallResponse403 | CancelCallResponse404 | CancelCallResponse409 | CancelCallResponse422 | CancelCallResponse429 | CancelCallResponse500 | CancelCallResponse503]
    """

    kwargs = _get_kwargs(
        call_id=call_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    call_id: str,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    CancelCallResponse200
    | CancelCallResponse400
    | CancelCallResponse401
    | CancelCallResponse403
    | CancelCallResponse404
    | CancelCallResponse409
    | CancelCallResponse422
    | CancelCallResponse429
    | CancelCallResponse500
    | CancelCallResponse503
    | None
):
    """Cancel a call

     A scheduled call, or a queued call not yet handed to the provider, ends `canceled` (ended_reason
    `canceled`); its later attempts still waiting are canceled with it. Any other status answers 409
    call_not_cancelable.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        call_id (str):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CancelCallResponse200 | CancelCallResponse400 | CancelCallResponse401 | CancelCallResponse403 | CancelCallResponse404 | CancelCallResponse409 | CancelCallResponse422 | CancelCallResponse429 | CancelCallResponse500 | CancelCallResponse503
    """

    return (
        await asyncio_detailed(
            call_id=call_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
