from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_campaign_body import CreateCampaignBody
from ...models.create_campaign_response_201 import CreateCampaignResponse201
from ...models.create_campaign_response_400 import CreateCampaignResponse400
from ...models.create_campaign_response_401 import CreateCampaignResponse401
from ...models.create_campaign_response_403 import CreateCampaignResponse403
from ...models.create_campaign_response_404 import CreateCampaignResponse404
from ...models.create_campaign_response_409 import CreateCampaignResponse409
from ...models.create_campaign_response_413 import CreateCampaignResponse413
from ...models.create_campaign_response_422 import CreateCampaignResponse422
from ...models.create_campaign_response_429 import CreateCampaignResponse429
from ...models.create_campaign_response_500 import CreateCampaignResponse500
from ...models.create_campaign_response_503 import CreateCampaignResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateCampaignBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/campaigns",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateCampaignResponse201
    | CreateCampaignResponse400
    | CreateCampaignResponse401
    | CreateCampaignResponse403
    | CreateCampaignResponse404
    | CreateCampaignResponse409
    | CreateCampaignResponse413
    | CreateCampaignResponse422
    | CreateCampaignResponse429
    | CreateCampaignResponse500
    | CreateCampaignResponse503
    | None
):
    if response.status_code == 201:
        response_201 = CreateCampaignResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateCampaignResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateCampaignResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateCampaignResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateCampaignResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = CreateCampaignResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = CreateCampaignResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = CreateCampaignResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = CreateCampaignResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = CreateCampaignResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = CreateCampaignResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateCampaignResponse201
    | CreateCampaignResponse400
    | CreateCampaignResponse401
    | CreateCampaignResponse403
    | CreateCampaignResponse404
    | CreateCampaignResponse409
    | CreateCampaignResponse413
    | CreateCampaignResponse422
    | CreateCampaignResponse429
    | CreateCampaignResponse500
    | CreateCampaignResponse503
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
    body: CreateCampaignBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CreateCampaignResponse201
    | CreateCampaignResponse400
    | CreateCampaignResponse401
    | CreateCampaignResponse403
    | CreateCampaignResponse404
    | CreateCampaignResponse409
    | CreateCampaignResponse413
    | CreateCampaignResponse422
    | CreateCampaignResponse429
    | CreateCampaignResponse500
    | CreateCampaignResponse503
]:
    """Create a campaign

     A campaign calls an audience of contacts (the contacts list filters tag, status, stage, q, and/or
    contact_ids; at least one) with one agent, inside calling hours, at most max_concurrent_calls (1–50,
    default 5) at a time, redialing under `retry` (default 3 attempts). It is created `draft`; with
    `start: true` it starts at once (its audience resolved, status `running`, or `scheduled` until
    start_at); a start that would dial nobody (every contact skipped, or none) is refused with 409
    campaign_dials_nobody and nothing is created, unless `confirm_nobody_callable: true` is sent.

    Requires the `can_initiate_calls` permission on the API key.

    A heavy request: it counts as 10 requests against the key's rate limit (`x-rate-limit-weight`), and
    runs in turn, one at a time per account, with other accounts served first while one runs; a request
    that waits too long for its turn answers 429 `rate_limited` with `Retry-After`.

    Args:
        idempotency_key (str | Unset):
        body (CreateCampaignBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateCampaignResponse201 | CreateCampaignResponse400 | CreateCampaignResponse401 | CreateCampaignResponse403 | CreateCampaignResponse404 | CreateCampaignResponse409 | CreateCampaignResponse413 | CreateCampaignResponse422 | CreateCampaignResponse429 | CreateCampaignResponse500 | CreateCampaignResponse503]
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
    body: CreateCampaignBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CreateCampaignResponse201
    | CreateCampaignResponse400
    | CreateCampaignResponse401
    | CreateCampaignResponse403
    | CreateCampaignResponse404
    | CreateCampaignResponse409
    | CreateCampaignResponse413
    | CreateCampaignResponse422
    | CreateCampaignResponse429
    | CreateCampaignResponse500
    | CreateCampaignResponse503
    | None
):
    """Create a campaign

     A campaign calls an audience of contacts (the contacts list filters tag, status, stage, q, and/or
    contact_ids; at least one) with one agent, inside calling hours, at most max_concurrent_calls (1–50,
    default 5) at a time, redialing under `retry` (default 3 attempts). It is created `draft`; with
    `start: true` it starts at once (its audience resolved, status `running`, or `scheduled` until
    start_at); a start that would dial nobody (every contact skipped, or none) is refused with 409
    campaign_dials_nobody and nothing is created, unless `confirm_nobody_callable: true` is sent.

    Requires the `can_initiate_calls` permission on the API key.

    A heavy request: it counts as 10 requests against the key's rate limit (`x-rate-limit-weight`), and
    runs in turn, one at a time per account, with other accounts served first while one runs; a request
    that waits too long for its turn answers 429 `rate_limited` with `Retry-After`.

    Args:
        idempotency_key (str | Unset):
        body (CreateCampaignBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateCampaignResponse201 | CreateCampaignResponse400 | CreateCampaignResponse401 | CreateCampaignResponse403 | CreateCampaignResponse404 | CreateCampaignResponse409 | CreateCampaignResponse413 | CreateCampaignResponse422 | CreateCampaignResponse429 | CreateCampaignResponse500 | CreateCampaignResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateCampaignBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CreateCampaignResponse201
    | CreateCampaignResponse400
    | CreateCampaignResponse401
    | CreateCampaignResponse403
    | CreateCampaignResponse404
    | CreateCampaignResponse409
    | CreateCampaignResponse413
    | CreateCampaignResponse422
    | CreateCampaignResponse429
    | CreateCampaignResponse500
    | CreateCampaignResponse503
]:
    """Create a campaign

     A campaign calls an audience of contacts (the contacts list filters tag, status, stage, q, and/or
    contact_ids; at least one) with one agent, inside calling hours, at most max_concurrent_calls (1–50,
    default 5) at a time, redialing under `retry` (default 3 attempts). It is created `draft`; with
    `start: true` it starts at once (its audience resolved, status `running`, or `scheduled` until
    start_at); a start that would dial nobody (every contact skipped, or none) is refused with 409
    campaign_dials_nobody and nothing is created, unless `confirm_nobody_callable: true` is sent.

    Requires the `can_initiate_calls` permission on the API key.

    A heavy request: it counts as 10 requests against the key's rate limit (`x-rate-limit-weight`), and
    runs in turn, one at a time per account, with other accounts served first while one runs; a request
    that waits too long for its turn answers 429 `rate_limited` with `Retry-After`.

    Args:
        idempotency_key (str | Unset):
        body (CreateCampaignBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateCampaignResponse201 | CreateCampaignResponse400 | CreateCampaignResponse401 | CreateCampaignResponse403 | CreateCampaignResponse404 | CreateCampaignResponse409 | CreateCampaignResponse413 | CreateCampaignResponse422 | CreateCampaignResponse429 | CreateCampaignResponse500 | CreateCampaignResponse503]
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
    body: CreateCampaignBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CreateCampaignResponse201
    | CreateCampaignResponse400
    | CreateCampaignResponse401
    | CreateCampaignResponse403
    | CreateCampaignResponse404
    | CreateCampaignResponse409
    | CreateCampaignResponse413
    | CreateCampaignResponse422
    | CreateCampaignResponse429
    | CreateCampaignResponse500
    | CreateCampaignResponse503
    | None
):
    """Create a campaign

     A campaign calls an audience of contacts (the contacts list filters tag, status, stage, q, and/or
    contact_ids; at least one) with one agent, inside calling hours, at most max_concurrent_calls (1–50,
    default 5) at a time, redialing under `retry` (default 3 attempts). It is created `draft`; with
    `start: true` it starts at once (its audience resolved, status `running`, or `scheduled` until
    start_at); a start that would dial nobody (every contact skipped, or none) is refused with 409
    campaign_dials_nobody and nothing is created, unless `confirm_nobody_callable: true` is sent.

    Requires the `can_initiate_calls` permission on the API key.

    A heavy request: it counts as 10 requests against the key's rate limit (`x-rate-limit-weight`), and
    runs in turn, one at a time per account, with other accounts served first while one runs; a request
    that waits too long for its turn answers 429 `rate_limited` with `Retry-After`.

    Args:
        idempotency_key (str | Unset):
        body (CreateCampaignBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateCampaignResponse201 | CreateCampaignResponse400 | CreateCampaignResponse401 | CreateCampaignResponse403 | CreateCampaignResponse404 | CreateCampaignResponse409 | CreateCampaignResponse413 | CreateCampaignResponse422 | CreateCampaignResponse429 | CreateCampaignResponse500 | CreateCampaignResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
