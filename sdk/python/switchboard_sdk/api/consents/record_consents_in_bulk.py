from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.record_consents_in_bulk_body import RecordConsentsInBulkBody
from ...models.record_consents_in_bulk_response_200 import RecordConsentsInBulkResponse200
from ...models.record_consents_in_bulk_response_400 import RecordConsentsInBulkResponse400
from ...models.record_consents_in_bulk_response_401 import RecordConsentsInBulkResponse401
from ...models.record_consents_in_bulk_response_403 import RecordConsentsInBulkResponse403
from ...models.record_consents_in_bulk_response_409 import RecordConsentsInBulkResponse409
from ...models.record_consents_in_bulk_response_413 import RecordConsentsInBulkResponse413
from ...models.record_consents_in_bulk_response_422 import RecordConsentsInBulkResponse422
from ...models.record_consents_in_bulk_response_429 import RecordConsentsInBulkResponse429
from ...models.record_consents_in_bulk_response_500 import RecordConsentsInBulkResponse500
from ...models.record_consents_in_bulk_response_503 import RecordConsentsInBulkResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: RecordConsentsInBulkBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/consents/bulk",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    RecordConsentsInBulkResponse200
    | RecordConsentsInBulkResponse400
    | RecordConsentsInBulkResponse401
    | RecordConsentsInBulkResponse403
    | RecordConsentsInBulkResponse409
    | RecordConsentsInBulkResponse413
    | RecordConsentsInBulkResponse422
    | RecordConsentsInBulkResponse429
    | RecordConsentsInBulkResponse500
    | RecordConsentsInBulkResponse503
    | None
):
    if response.status_code == 200:
        response_200 = RecordConsentsInBulkResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = RecordConsentsInBulkResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = RecordConsentsInBulkResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RecordConsentsInBulkResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = RecordConsentsInBulkResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = RecordConsentsInBulkResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = RecordConsentsInBulkResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = RecordConsentsInBulkResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = RecordConsentsInBulkResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = RecordConsentsInBulkResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    RecordConsentsInBulkResponse200
    | RecordConsentsInBulkResponse400
    | RecordConsentsInBulkResponse401
    | RecordConsentsInBulkResponse403
    | RecordConsentsInBulkResponse409
    | RecordConsentsInBulkResponse413
    | RecordConsentsInBulkResponse422
    | RecordConsentsInBulkResponse429
    | RecordConsentsInBulkResponse500
    | RecordConsentsInBulkResponse503
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
    body: RecordConsentsInBulkBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RecordConsentsInBulkResponse200
    | RecordConsentsInBulkResponse400
    | RecordConsentsInBulkResponse401
    | RecordConsentsInBulkResponse403
    | RecordConsentsInBulkResponse409
    | RecordConsentsInBulkResponse413
    | RecordConsentsInBulkResponse422
    | RecordConsentsInBulkResponse429
    | RecordConsentsInBulkResponse500
    | RecordConsentsInBulkResponse503
]:
    """Record consents in bulk

     Up to 1,000 consents in one request, each as for POST /api/v1/consents. Every row gets a result
    (`created` with its id, or `error` with a code and message); a bad row never stops the others. A row
    holding what cannot be stored (a NUL character, an unpaired surrogate, a `__proto__` key, nesting
    past 32 levels) or that is not an object is that row's `validation_error`.

    Requires the `can_write_contacts` permission on the API key.

    A heavy request: it counts as 10 requests against the key's rate limit (`x-rate-limit-weight`), and
    runs in turn, one at a time per account, with other accounts served first while one runs; a request
    that waits too long for its turn answers 429 `rate_limited` with `Retry-After`.

    Args:
        idempotency_key (str | Unset):
        body (RecordConsentsInBulkBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RecordConsentsInBulkResponse200 | RecordConsentsInBulkResponse400 | RecordConsentsInBulkResponse401 | RecordConsentsInBulkResponse403 | RecordConsentsInBulkResponse409 | RecordConsentsInBulkResponse413 | RecordConsentsInBulkResponse422 | RecordConsentsInBulkResponse429 | RecordConsentsInBulkResponse500 | RecordConsentsInBulkResponse503]
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
    body: RecordConsentsInBulkBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    RecordConsentsInBulkResponse200
    | RecordConsentsInBulkResponse400
    | RecordConsentsInBulkResponse401
    | RecordConsentsInBulkResponse403
    | RecordConsentsInBulkResponse409
    | RecordConsentsInBulkResponse413
    | RecordConsentsInBulkResponse422
    | RecordConsentsInBulkResponse429
    | RecordConsentsInBulkResponse500
    | RecordConsentsInBulkResponse503
    | None
):
    """Record consents in bulk

     Up to 1,000 consents in one request, each as for POST /api/v1/consents. Every row gets a result
    (`created` with its id, or `error` with a code and message); a bad row never stops the others. A row
    holding what cannot be stored (a NUL character, an unpaired surrogate, a `__proto__` key, nesting
    past 32 levels) or that is not an object is that row's `validation_error`.

    Requires the `can_write_contacts` permission on the API key.

    A heavy request: it counts as 10 requests against the key's rate limit (`x-rate-limit-weight`), and
    runs in turn, one at a time per account, with other accounts served first while one runs; a request
    that waits too long for its turn answers 429 `rate_limited` with `Retry-After`.

    Args:
        idempotency_key (str | Unset):
        body (RecordConsentsInBulkBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RecordConsentsInBulkResponse200 | RecordConsentsInBulkResponse400 | RecordConsentsInBulkResponse401 | RecordConsentsInBulkResponse403 | RecordConsentsInBulkResponse409 | RecordConsentsInBulkResponse413 | RecordConsentsInBulkResponse422 | RecordConsentsInBulkResponse429 | RecordConsentsInBulkResponse500 | RecordConsentsInBulkResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RecordConsentsInBulkBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RecordConsentsInBulkResponse200
    | RecordConsentsInBulkResponse400
    | RecordConsentsInBulkResponse401
    | RecordConsentsInBulkResponse403
    | RecordConsentsInBulkResponse409
    | RecordConsentsInBulkResponse413
    | RecordConsentsInBulkResponse422
    | RecordConsentsInBulkResponse429
    | RecordConsentsInBulkResponse500
    | RecordConsentsInBulkResponse503
]:
    """Record consents in bulk

     Up to 1,000 consents in one request, each as for POST /api/v1/consents. Every row gets a result
    (`created` with its id, or `error` with a code and message); a bad row never stops the others. A row
    holding what cannot be stored (a NUL character, an unpaired surrogate, a `__proto__` key, nesting
    past 32 levels) or that is not an object is that row's `validation_error`.

    Requires the `can_write_contacts` permission on the API key.

    A heavy request: it counts as 10 requests against the key's rate limit (`x-rate-limit-weight`), and
    runs in turn, one at a time per account, with other accounts served first while one runs; a request
    that waits too long for its turn answers 429 `rate_limited` with `Retry-After`.

    Args:
        idempotency_key (str | Unset):
        body (RecordConsentsInBulkBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RecordConsentsInBulkResponse200 | RecordConsentsInBulkResponse400 | RecordConsentsInBulkResponse401 | RecordConsentsInBulkResponse403 | RecordConsentsInBulkResponse409 | RecordConsentsInBulkResponse413 | RecordConsentsInBulkResponse422 | RecordConsentsInBulkResponse429 | RecordConsentsInBulkResponse500 | RecordConsentsInBulkResponse503]
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
    body: RecordConsentsInBulkBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    RecordConsentsInBulkResponse200
    | RecordConsentsInBulkResponse400
    | RecordConsentsInBulkResponse401
    | RecordConsentsInBulkResponse403
    | RecordConsentsInBulkResponse409
    | RecordConsentsInBulkResponse413
    | RecordConsentsInBulkResponse422
    | RecordConsentsInBulkResponse429
    | RecordConsentsInBulkResponse500
    | RecordConsentsInBulkResponse503
    | None
):
    """Record consents in bulk

     Up to 1,000 consents in one request, each as for POST /api/v1/consents. Every row gets a result
    (`created` with its id, or `error` with a code and message); a bad row never stops the others. A row
    holding what cannot be stored (a NUL character, an unpaired surrogate, a `__proto__` key, nesting
    past 32 levels) or that is not an object is that row's `validation_error`.

    Requires the `can_write_contacts` permission on the API key.

    A heavy request: it counts as 10 requests against the key's rate limit (`x-rate-limit-weight`), and
    runs in turn, one at a time per account, with other accounts served first while one runs; a request
    that waits too long for its turn answers 429 `rate_limited` with `Retry-After`.

    Args:
        idempotency_key (str | Unset):
        body (RecordConsentsInBulkBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RecordConsentsInBulkResponse200 | RecordConsentsInBulkResponse400 | RecordConsentsInBulkResponse401 | RecordConsentsInBulkResponse403 | RecordConsentsInBulkResponse409 | RecordConsentsInBulkResponse413 | RecordConsentsInBulkResponse422 | RecordConsentsInBulkResponse429 | RecordConsentsInBulkResponse500 | RecordConsentsInBulkResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
