from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.preview_campaign_before_it_starts_body import PreviewCampaignBeforeItStartsBody
from ...models.preview_campaign_before_it_starts_response_200 import PreviewCampaignBeforeItStartsResponse200
from ...models.preview_campaign_before_it_starts_response_400 import PreviewCampaignBeforeItStartsResponse400
from ...models.preview_campaign_before_it_starts_response_401 import PreviewCampaignBeforeItStartsResponse401
from ...models.preview_campaign_before_it_starts_response_403 import PreviewCampaignBeforeItStartsResponse403
from ...models.preview_campaign_before_it_starts_response_404 import PreviewCampaignBeforeItStartsResponse404
from ...models.preview_campaign_before_it_starts_response_409 import PreviewCampaignBeforeItStartsResponse409
from ...models.preview_campaign_before_it_starts_response_413 import PreviewCampaignBeforeItStartsResponse413
from ...models.preview_campaign_before_it_starts_response_422 import PreviewCampaignBeforeItStartsResponse422
from ...models.preview_campaign_before_it_starts_response_429 import PreviewCampaignBeforeItStartsResponse429
from ...models.preview_campaign_before_it_starts_response_500 import PreviewCampaignBeforeItStartsResponse500
from ...models.preview_campaign_before_it_starts_response_503 import PreviewCampaignBeforeItStartsResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PreviewCampaignBeforeItStartsBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/campaigns/preview",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    PreviewCampaignBeforeItStartsResponse200
    | PreviewCampaignBeforeItStartsResponse400
    | PreviewCampaignBeforeItStartsResponse401
    | PreviewCampaignBeforeItStartsResponse403
    | PreviewCampaignBeforeItStartsResponse404
    | PreviewCampaignBeforeItStartsResponse409
    | PreviewCampaignBeforeItStartsResponse413
    | PreviewCampaignBeforeItStartsResponse422
    | PreviewCampaignBeforeItStartsResponse429
    | PreviewCampaignBeforeItStartsResponse500
    | PreviewCampaignBeforeItStartsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = PreviewCampaignBeforeItStartsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = PreviewCampaignBeforeItStartsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = PreviewCampaignBeforeItStartsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = PreviewCampaignBeforeItStartsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = PreviewCampaignBeforeItStartsResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = PreviewCampaignBeforeItStartsResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = PreviewCampaignBeforeItStartsResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = PreviewCampaignBeforeItStartsResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = PreviewCampaignBeforeItStartsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = PreviewCampaignBeforeItStartsResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = PreviewCampaignBeforeItStartsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    PreviewCampaignBeforeItStartsResponse200
    | PreviewCampaignBeforeItStartsResponse400
    | PreviewCampaignBeforeItStartsResponse401
    | PreviewCampaignBeforeItStartsResponse403
    | PreviewCampaignBeforeItStartsResponse404
    | PreviewCampaignBeforeItStartsResponse409
    | PreviewCampaignBeforeItStartsResponse413
    | PreviewCampaignBeforeItStartsResponse422
    | PreviewCampaignBeforeItStartsResponse429
    | PreviewCampaignBeforeItStartsResponse500
    | PreviewCampaignBeforeItStartsResponse503
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
    body: PreviewCampaignBeforeItStartsBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    PreviewCampaignBeforeItStartsResponse200
    | PreviewCampaignBeforeItStartsResponse400
    | PreviewCampaignBeforeItStartsResponse401
    | PreviewCampaignBeforeItStartsResponse403
    | PreviewCampaignBeforeItStartsResponse404
    | PreviewCampaignBeforeItStartsResponse409
    | PreviewCampaignBeforeItStartsResponse413
    | PreviewCampaignBeforeItStartsResponse422
    | PreviewCampaignBeforeItStartsResponse429
    | PreviewCampaignBeforeItStartsResponse500
    | PreviewCampaignBeforeItStartsResponse503
]:
    """Preview a campaign before it starts

     Takes the body of `POST /api/v1/campaigns` and writes nothing. Answers what the campaign would do if
    created and started now: the recipients it would dial and those it would skip, by reason (the counts
    its progress would show once started: do-not-call, no phone, duplicate number, no consent for its
    purpose, a destination the account does not call), how many the calling rules allow at once, the
    first dial, estimates of calls, billed minutes, cost and finish from the account's calls of the last
    30 days, and whether the wallet covers the first hour.

    Requires the `can_initiate_calls` permission on the API key.

    A heavy request: it counts as 10 requests against the key's rate limit (`x-rate-limit-weight`), and
    runs in turn, one at a time per account, with other accounts served first while one runs; a request
    that waits too long for its turn answers 429 `rate_limited` with `Retry-After`.

    Args:
        idempotency_key (str | Unset):
        body (PreviewCampaignBeforeItStartsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PreviewCampaignBeforeItStartsResponse200 | PreviewCampaignBeforeItStartsResponse400 | PreviewCampaignBeforeItStartsResponse401 | PreviewCampaignBeforeItStartsResponse403 | PreviewCampaignBeforeItStartsResponse404 | PreviewCampaignBeforeItStartsResponse409 | PreviewCampaignBeforeItStartsResponse413 | PreviewCampaignBeforeItStartsResponse422 | PreviewCampaignBeforeItStartsResponse429 | PreviewCampaignBeforeItStartsResponse500 | PreviewCampaignBeforeItStartsResponse503]
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
    body: PreviewCampaignBeforeItStartsBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    PreviewCampaignBeforeItStartsResponse200
    | PreviewCampaignBeforeItStartsResponse400
    | PreviewCampaignBeforeItStartsResponse401
    | PreviewCampaignBeforeItStartsResponse403
    | PreviewCampaignBeforeItStartsResponse404
    | PreviewCampaignBeforeItStartsResponse409
    | PreviewCampaignBeforeItStartsResponse413
    | PreviewCampaignBeforeItStartsResponse422
    | PreviewCampaignBeforeItStartsResponse429
    | PreviewCampaignBeforeItStartsResponse500
    | PreviewCampaignBeforeItStartsResponse503
    | None
):
    """Preview a campaign before it starts

     Takes the body of `POST /api/v1/campaigns` and writes nothing. Answers what the campaign would do if
    created and started now: the recipients it would dial and those it would skip, by reason (the counts
    its progress would show once started: do-not-call, no phone, duplicate number, no consent for its
    purpose, a destination the account does not call), how many the calling rules allow at once, the
    first dial, estimates of calls, billed minutes, cost and finish from the account's calls of the last
    30 days, and whether the wallet covers the first hour.

    Requires the `can_initiate_calls` permission on the API key.

    A heavy request: it counts as 10 requests against the key's rate limit (`x-rate-limit-weight`), and
    runs in turn, one at a time per account, with other accounts served first while one runs; a request
    that waits too long for its turn answers 429 `rate_limited` with `Retry-After`.

    Args:
        idempotency_key (str | Unset):
        body (PreviewCampaignBeforeItStartsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PreviewCampaignBeforeItStartsResponse200 | PreviewCampaignBeforeItStartsResponse400 | PreviewCampaignBeforeItStartsResponse401 | PreviewCampaignBeforeItStartsResponse403 | PreviewCampaignBeforeItStartsResponse404 | PreviewCampaignBeforeItStartsResponse409 | PreviewCampaignBeforeItStartsResponse413 | PreviewCampaignBeforeItStartsResponse422 | PreviewCampaignBeforeItStartsResponse429 | PreviewCampaignBeforeItStartsResponse500 | PreviewCampaignBeforeItStartsResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PreviewCampaignBeforeItStartsBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    PreviewCampaignBeforeItStartsResponse200
    | PreviewCampaignBeforeItStartsResponse400
    | PreviewCampaignBeforeItStartsResponse401
    | PreviewCampaignBeforeItStartsResponse403
    | PreviewCampaignBeforeItStartsResponse404
    | PreviewCampaignBeforeItStartsResponse409
    | PreviewCampaignBeforeItStartsResponse413
    | PreviewCampaignBeforeItStartsResponse422
    | PreviewCampaignBeforeItStartsResponse429
    | PreviewCampaignBeforeItStartsResponse500
    | PreviewCampaignBeforeItStartsResponse503
]:
    """Preview a campaign before it starts

     Takes the body of `POST /api/v1/campaigns` and writes nothing. Answers what the campaign would do if
    created and started now: the recipients it would dial and those it would skip, by reason (the counts
    its progress would show once started: do-not-call, no phone, duplicate number, no consent for its
    purpose, a destination the account does not call), how many the calling rules allow at once, the
    first dial, estimates of calls, billed minutes, cost and finish from the account's calls of the last
    30 days, and whether the wallet covers the first hour.

    Requires the `can_initiate_calls` permission on the API key.

    A heavy request: it counts as 10 requests against the key's rate limit (`x-rate-limit-weight`), and
    runs in turn, one at a time per account, with other accounts served first while one runs; a request
    that waits too long for its turn answers 429 `rate_limited` with `Retry-After`.

    Args:
        idempotency_key (str | Unset):
        body (PreviewCampaignBeforeItStartsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PreviewCampaignBeforeItStartsResponse200 | PreviewCampaignBeforeItStartsResponse400 | PreviewCampaignBeforeItStartsResponse401 | PreviewCampaignBeforeItStartsResponse403 | PreviewCampaignBeforeItStartsResponse404 | PreviewCampaignBeforeItStartsResponse409 | PreviewCampaignBeforeItStartsResponse413 | PreviewCampaignBeforeItStartsResponse422 | PreviewCampaignBeforeItStartsResponse429 | PreviewCampaignBeforeItStartsResponse500 | PreviewCampaignBeforeItStartsResponse503]
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
    body: PreviewCampaignBeforeItStartsBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    PreviewCampaignBeforeItStartsResponse200
    | PreviewCampaignBeforeItStartsResponse400
    | PreviewCampaignBeforeItStartsResponse401
    | PreviewCampaignBeforeItStartsResponse403
    | PreviewCampaignBeforeItStartsResponse404
    | PreviewCampaignBeforeItStartsResponse409
    | PreviewCampaignBeforeItStartsResponse413
    | PreviewCampaignBeforeItStartsResponse422
    | PreviewCampaignBeforeItStartsResponse429
    | PreviewCampaignBeforeItStartsResponse500
    | PreviewCampaignBeforeItStartsResponse503
    | None
):
    """Preview a campaign before it starts

     Takes the body of `POST /api/v1/campaigns` and writes nothing. Answers what the campaign would do if
    created and started now: the recipients it would dial and those it would skip, by reason (the counts
    its progress would show once started: do-not-call, no phone, duplicate number, no consent for its
    purpose, a destination the account does not call), how many the calling rules allow at once, the
    first dial, estimates of calls, billed minutes, cost and finish from the account's calls of the last
    30 days, and whether the wallet covers the first hour.

    Requires the `can_initiate_calls` permission on the API key.

    A heavy request: it counts as 10 requests against the key's rate limit (`x-rate-limit-weight`), and
    runs in turn, one at a time per account, with other accounts served first while one runs; a request
    that waits too long for its turn answers 429 `rate_limited` with `Retry-After`.

    Args:
        idempotency_key (str | Unset):
        body (PreviewCampaignBeforeItStartsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PreviewCampaignBeforeItStartsResponse200 | PreviewCampaignBeforeItStartsResponse400 | PreviewCampaignBeforeItStartsResponse401 | PreviewCampaignBeforeItStartsResponse403 | PreviewCampaignBeforeItStartsResponse404 | PreviewCampaignBeforeItStartsResponse409 | PreviewCampaignBeforeItStartsResponse413 | PreviewCampaignBeforeItStartsResponse422 | PreviewCampaignBeforeItStartsResponse429 | PreviewCampaignBeforeItStartsResponse500 | PreviewCampaignBeforeItStartsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
