from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.check_calling_rules_body import CheckCallingRulesBody
from ...models.check_calling_rules_response_200 import CheckCallingRulesResponse200
from ...models.check_calling_rules_response_400 import CheckCallingRulesResponse400
from ...models.check_calling_rules_response_401 import CheckCallingRulesResponse401
from ...models.check_calling_rules_response_403 import CheckCallingRulesResponse403
from ...models.check_calling_rules_response_404 import CheckCallingRulesResponse404
from ...models.check_calling_rules_response_409 import CheckCallingRulesResponse409
from ...models.check_calling_rules_response_413 import CheckCallingRulesResponse413
from ...models.check_calling_rules_response_422 import CheckCallingRulesResponse422
from ...models.check_calling_rules_response_429 import CheckCallingRulesResponse429
from ...models.check_calling_rules_response_500 import CheckCallingRulesResponse500
from ...models.check_calling_rules_response_503 import CheckCallingRulesResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CheckCallingRulesBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/compliance/check",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CheckCallingRulesResponse200
    | CheckCallingRulesResponse400
    | CheckCallingRulesResponse401
    | CheckCallingRulesResponse403
    | CheckCallingRulesResponse404
    | CheckCallingRulesResponse409
    | CheckCallingRulesResponse413
    | CheckCallingRulesResponse422
    | CheckCallingRulesResponse429
    | CheckCallingRulesResponse500
    | CheckCallingRulesResponse503
    | None
):
    if response.status_code == 200:
        response_200 = CheckCallingRulesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = CheckCallingRulesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CheckCallingRulesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CheckCallingRulesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CheckCallingRulesResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = CheckCallingRulesResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = CheckCallingRulesResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = CheckCallingRulesResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = CheckCallingRulesResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = CheckCallingRulesResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = CheckCallingRulesResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CheckCallingRulesResponse200
    | CheckCallingRulesResponse400
    | CheckCallingRulesResponse401
    | CheckCallingRulesResponse403
    | CheckCallingRulesResponse404
    | CheckCallingRulesResponse409
    | CheckCallingRulesResponse413
    | CheckCallingRulesResponse422
    | CheckCallingRulesResponse429
    | CheckCallingRulesResponse500
    | CheckCallingRulesResponse503
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
    body: CheckCallingRulesBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CheckCallingRulesResponse200
    | CheckCallingRulesResponse400
    | CheckCallingRulesResponse401
    | CheckCallingRulesResponse403
    | CheckCallingRulesResponse404
    | CheckCallingRulesResponse409
    | CheckCallingRulesResponse413
    | CheckCallingRulesResponse422
    | CheckCallingRulesResponse429
    | CheckCallingRulesResponse500
    | CheckCallingRulesResponse503
]:
    """Check the calling rules

     Whether a dial to the number may go at `at` (default now), under the same rules every dial applies:
    the callee's zones (the contact's, else every zone of the number's area) and jurisdictions (country,
    the area code's state, the contact's state), the account's calling hours, cap and holidays, the
    legal windows of each jurisdiction for marketing calls, do-not-call, the destination policy, and the
    consent the account requires for the purpose (consent_required: block `no_consent` when no active
    consent covers the call at `at`, as campaigns, waiting and retried dials are held to it). Each block
    names its rule and source; next_allowed_at is the first moment a dial is allowed (null while a do-
    not-call, destination or consent block stands).

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CheckCallingRulesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CheckCallingRulesResponse200 | CheckCallingRulesResponse400 | CheckCallingRulesResponse401 | CheckCallingRulesResponse403 | CheckCallingRulesResponse404 | CheckCallingRulesResponse409 | CheckCallingRulesResponse413 | CheckCallingRulesResponse422 | CheckCallingRulesResponse429 | CheckCallingRulesResponse500 | CheckCallingRulesResponse503]
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
    body: CheckCallingRulesBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CheckCallingRulesResponse200
    | CheckCallingRulesResponse400
    | CheckCallingRulesResponse401
    | CheckCallingRulesResponse403
    | CheckCallingRulesResponse404
    | CheckCallingRulesResponse409
    | CheckCallingRulesResponse413
    | CheckCallingRulesResponse422
    | CheckCallingRulesResponse429
    | CheckCallingRulesResponse500
    | CheckCallingRulesResponse503
    | None
):
    """Check the calling rules

     Whether a dial to the number may go at `at` (default now), under the same rules every dial applies:
    the callee's zones (the contact's, else every zone of the number's area) and jurisdictions (country,
    the area code's state, the contact's state), the account's calling hours, cap and holidays, the
    legal windows of each jurisdiction for marketing calls, do-not-call, the destination policy, and the
    consent the account requires for the purpose (consent_required: block `no_consent` when no active
    consent covers the call at `at`, as campaigns, waiting and retried dials are held to it). Each block
    names its rule and source; next_allowed_at is the first moment a dial is allowed (null while a do-
    not-call, destination or consent block stands).

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CheckCallingRulesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CheckCallingRulesResponse200 | CheckCallingRulesResponse400 | CheckCallingRulesResponse401 | CheckCallingRulesResponse403 | CheckCallingRulesResponse404 | CheckCallingRulesResponse409 | CheckCallingRulesResponse413 | CheckCallingRulesResponse422 | CheckCallingRulesResponse429 | CheckCallingRulesResponse500 | CheckCallingRulesResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CheckCallingRulesBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CheckCallingRulesResponse200
    | CheckCallingRulesResponse400
    | CheckCallingRulesResponse401
    | CheckCallingRulesResponse403
    | CheckCallingRulesResponse404
    | CheckCallingRulesResponse409
    | CheckCallingRulesResponse413
    | CheckCallingRulesResponse422
    | CheckCallingRulesResponse429
    | CheckCallingRulesResponse500
    | CheckCallingRulesResponse503
]:
    """Check the calling rules

     Whether a dial to the number may go at `at` (default now), under the same rules every dial applies:
    the callee's zones (the contact's, else every zone of the number's area) and jurisdictions (country,
    the area code's state, the contact's state), the account's calling hours, cap and holidays, the
    legal windows of each jurisdiction for marketing calls, do-not-call, the destination policy, and the
    consent the account requires for the purpose (consent_required: block `no_consent` when no active
    consent covers the call at `at`, as campaigns, waiting and retried dials are held to it). Each block
    names its rule and source; next_allowed_at is the first moment a dial is allowed (null while a do-
    not-call, destination or consent block stands).

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CheckCallingRulesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CheckCallingRulesResponse200 | CheckCallingRulesResponse400 | CheckCallingRulesResponse401 | CheckCallingRulesResponse403 | CheckCallingRulesResponse404 | CheckCallingRulesResponse409 | CheckCallingRulesResponse413 | CheckCallingRulesResponse422 | CheckCallingRulesResponse429 | CheckCallingRulesResponse500 | CheckCallingRulesResponse503]
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
    body: CheckCallingRulesBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CheckCallingRulesResponse200
    | CheckCallingRulesResponse400
    | CheckCallingRulesResponse401
    | CheckCallingRulesResponse403
    | CheckCallingRulesResponse404
    | CheckCallingRulesResponse409
    | CheckCallingRulesResponse413
    | CheckCallingRulesResponse422
    | CheckCallingRulesResponse429
    | CheckCallingRulesResponse500
    | CheckCallingRulesResponse503
    | None
):
    """Check the calling rules

     Whether a dial to the number may go at `at` (default now), under the same rules every dial applies:
    the callee's zones (the contact's, else every zone of the number's area) and jurisdictions (country,
    the area code's state, the contact's state), the account's calling hours, cap and holidays, the
    legal windows of each jurisdiction for marketing calls, do-not-call, the destination policy, and the
    consent the account requires for the purpose (consent_required: block `no_consent` when no active
    consent covers the call at `at`, as campaigns, waiting and retried dials are held to it). Each block
    names its rule and source; next_allowed_at is the first moment a dial is allowed (null while a do-
    not-call, destination or consent block stands).

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CheckCallingRulesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CheckCallingRulesResponse200 | CheckCallingRulesResponse400 | CheckCallingRulesResponse401 | CheckCallingRulesResponse403 | CheckCallingRulesResponse404 | CheckCallingRulesResponse409 | CheckCallingRulesResponse413 | CheckCallingRulesResponse422 | CheckCallingRulesResponse429 | CheckCallingRulesResponse500 | CheckCallingRulesResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
