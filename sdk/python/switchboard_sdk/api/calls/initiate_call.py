from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.initiate_call_body import InitiateCallBody
from ...models.initiate_call_response_201 import InitiateCallResponse201
from ...models.initiate_call_response_400 import InitiateCallResponse400
from ...models.initiate_call_response_401 import InitiateCallResponse401
from ...models.initiate_call_response_402 import InitiateCallResponse402
from ...models.initiate_call_response_403 import InitiateCallResponse403
from ...models.initiate_call_response_404 import InitiateCallResponse404
from ...models.initiate_call_response_409 import InitiateCallResponse409
from ...models.initiate_call_response_413 import InitiateCallResponse413
from ...models.initiate_call_response_422 import InitiateCallResponse422
from ...models.initiate_call_response_429 import InitiateCallResponse429
from ...models.initiate_call_response_500 import InitiateCallResponse500
from ...models.initiate_call_response_503 import InitiateCallResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: InitiateCallBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/calls",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    InitiateCallResponse201
    | InitiateCallResponse400
    | InitiateCallResponse401
    | InitiateCallResponse402
    | InitiateCallResponse403
    | InitiateCallResponse404
    | InitiateCallResponse409
    | InitiateCallResponse413
    | InitiateCallResponse422
    | InitiateCallResponse429
    | InitiateCallResponse500
    | InitiateCallResponse503
    | None
):
    if response.status_code == 201:
        response_201 = InitiateCallResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = InitiateCallResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = InitiateCallResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 402:
        response_402 = InitiateCallResponse402.from_dict(response.json())

        return response_402

    if response.status_code == 403:
        response_403 = InitiateCallResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = InitiateCallResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = InitiateCallResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = InitiateCallResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = InitiateCallResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = InitiateCallResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = InitiateCallResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = InitiateCallResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    InitiateCallResponse201
    | InitiateCallResponse400
    | InitiateCallResponse401
    | InitiateCallResponse402
    | InitiateCallResponse403
    | InitiateCallResponse404
    | InitiateCallResponse409
    | InitiateCallResponse413
    | InitiateCallResponse422
    | InitiateCallResponse429
    | InitiateCallResponse500
    | InitiateCallResponse503
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
    body: InitiateCallBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    InitiateCallResponse201
    | InitiateCallResponse400
    | InitiateCallResponse401
    | InitiateCallResponse402
    | InitiateCallResponse403
    | InitiateCallResponse404
    | InitiateCallResponse409
    | InitiateCallResponse413
    | InitiateCallResponse422
    | InitiateCallResponse429
    | InitiateCallResponse500
    | InitiateCallResponse503
]:
    """Initiate call

     Places an outbound call from an agent to a number. agent_id is the database id (integer or all-digit
    string) or the assistant_id. Needs a wallet balance, not already held by live calls, of at least one
    minute at the account rate; the call holds the price of its longest duration (the account's
    max_call_seconds, or fewer whole minutes when the balance affords fewer), the provider ends it
    there, and at its end it is charged its billed minutes and the rest is released. Also needs a number
    not on the do-not-call list and allowed by the account's destination policy (countries, refused
    number types), fewer live calls than the account's cap (max_live_calls), and an agent with a phone
    number. With scheduled_at, or when the calling hours are enforced and the callee's local time is
    outside them, the call is created `scheduled` and dialed at the first allowed moment. Every dial re-
    checks do-not-call, the wallet and (when enforced) the calling rules. `retry` redials busy or
    unanswered attempts as new calls. When the account sets enforce_consent_on_api_calls, a call without
    an active consent of the callee that covers its purpose (business settings consent_required) is
    refused 403 consent_required; whatever that setting, a call that waits or is retried is canceled at
    its dial (`ended_reason: no_consent`) without one.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (InitiateCallBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InitiateCallResponse201 | InitiateCallResponse400 | InitiateCallResponse401 | InitiateCallResponse402 | InitiateCallResponse403 | InitiateCallResponse404 | InitiateCallResponse409 | InitiateCallResponse413 | InitiateCallResponse422 | InitiateCallResponse429 | InitiateCallResponse500 | InitiateCallResponse503]
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
    body: InitiateCallBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    InitiateCallResponse201
    | InitiateCallResponse400
    | InitiateCallResponse401
    | InitiateCallResponse402
    | InitiateCallResponse403
    | InitiateCallResponse404
    | InitiateCallResponse409
    | InitiateCallResponse413
    | InitiateCallResponse422
    | InitiateCallResponse429
    | InitiateCallResponse500
    | InitiateCallResponse503
    | None
):
    """Initiate call

     Places an outbound call from an agent to a number. agent_id is the database id (integer or all-digit
    string) or the assistant_id. Needs a wallet balance, not already held by live calls, of at least one
    minute at the account rate; the call holds the price of its longest duration (the account's
    max_call_seconds, or fewer whole minutes when the balance affords fewer), the provider ends it
    there, and at its end it is charged its billed minutes and the rest is released. Also needs a number
    not on the do-not-call list and allowed by the account's destination policy (countries, refused
    number types), fewer live calls than the account's cap (max_live_calls), and an agent with a phone
    number. With scheduled_at, or when the calling hours are enforced and the callee's local time is
    outside them, the call is created `scheduled` and dialed at the first allowed moment. Every dial re-
    checks do-not-call, the wallet and (when enforced) the calling rules. `retry` redials busy or
    unanswered attempts as new calls. When the account sets enforce_consent_on_api_calls, a call without
    an active consent of the callee that covers its purpose (business settings consent_required) is
    refused 403 consent_required; whatever that setting, a call that waits or is retried is canceled at
    its dial (`ended_reason: no_consent`) without one.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (InitiateCallBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InitiateCallResponse201 | InitiateCallResponse400 | InitiateCallResponse401 | InitiateCallResponse402 | InitiateCallResponse403 | InitiateCallResponse404 | InitiateCallResponse409 | InitiateCallResponse413 | InitiateCallResponse422 | InitiateCallResponse429 | InitiateCallResponse500 | InitiateCallResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: InitiateCallBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    InitiateCallResponse201
    | InitiateCallResponse400
    | InitiateCallResponse401
    | InitiateCallResponse402
    | InitiateCallResponse403
    | InitiateCallResponse404
    | InitiateCallResponse409
    | InitiateCallResponse413
    | InitiateCallResponse422
    | InitiateCallResponse429
    | InitiateCallResponse500
    | InitiateCallResponse503
]:
    """Initiate call

     Places an outbound call from an agent to a number. agent_id is the database id (integer or all-digit
    string) or the assistant_id. Needs a wallet balance, not already held by live calls, of at least one
    minute at the account rate; the call holds the price of its longest duration (the account's
    max_call_seconds, or fewer whole minutes when the balance affords fewer), the provider ends it
    there, and at its end it is charged its billed minutes and the rest is released. Also needs a number
    not on the do-not-call list and allowed by the account's destination policy (countries, refused
    number types), fewer live calls than the account's cap (max_live_calls), and an agent with a phone
    number. With scheduled_at, or when the calling hours are enforced and the callee's local time is
    outside them, the call is created `scheduled` and dialed at the first allowed moment. Every dial re-
    checks do-not-call, the wallet and (when enforced) the calling rules. `retry` redials busy or
    unanswered attempts as new calls. When the account sets enforce_consent_on_api_calls, a call without
    an active consent of the callee that covers its purpose (business settings consent_required) is
    refused 403 consent_required; whatever that setting, a call that waits or is retried is canceled at
    its dial (`ended_reason: no_consent`) without one.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (InitiateCallBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InitiateCallResponse201 | InitiateCallResponse400 | InitiateCallResponse401 | InitiateCallResponse402 | InitiateCallResponse403 | InitiateCallResponse404 | InitiateCallResponse409 | InitiateCallResponse413 | InitiateCallResponse422 | InitiateCallResponse429 | InitiateCallResponse500 | InitiateCallResponse503]
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
    body: InitiateCallBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    InitiateCallResponse201
    | InitiateCallResponse400
    | InitiateCallResponse401
    | InitiateCallResponse402
    | InitiateCallResponse403
    | InitiateCallResponse404
    | InitiateCallResponse409
    | InitiateCallResponse413
    | InitiateCallResponse422
    | InitiateCallResponse429
    | InitiateCallResponse500
    | InitiateCallResponse503
    | None
):
    """Initiate call

     Places an outbound call from an agent to a number. agent_id is the database id (integer or all-digit
    string) or the assistant_id. Needs a wallet balance, not already held by live calls, of at least one
    minute at the account rate; the call holds the price of its longest duration (the account's
    max_call_seconds, or fewer whole minutes when the balance affords fewer), the provider ends it
    there, and at its end it is charged its billed minutes and the rest is released. Also needs a number
    not on the do-not-call list and allowed by the account's destination policy (countries, refused
    number types), fewer live calls than the account's cap (max_live_calls), and an agent with a phone
    number. With scheduled_at, or when the calling hours are enforced and the callee's local time is
    outside them, the call is created `scheduled` and dialed at the first allowed moment. Every dial re-
    checks do-not-call, the wallet and (when enforced) the calling rules. `retry` redials busy or
    unanswered attempts as new calls. When the account sets enforce_consent_on_api_calls, a call without
    an active consent of the callee that covers its purpose (business settings consent_required) is
    refused 403 consent_required; whatever that setting, a call that waits or is retried is canceled at
    its dial (`ended_reason: no_consent`) without one.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (InitiateCallBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InitiateCallResponse201 | InitiateCallResponse400 | InitiateCallResponse401 | InitiateCallResponse402 | InitiateCallResponse403 | InitiateCallResponse404 | InitiateCallResponse409 | InitiateCallResponse413 | InitiateCallResponse422 | InitiateCallResponse429 | InitiateCallResponse500 | InitiateCallResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
