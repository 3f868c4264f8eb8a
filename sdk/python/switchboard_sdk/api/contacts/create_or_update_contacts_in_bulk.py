from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_or_update_contacts_in_bulk_body import CreateOrUpdateContactsInBulkBody
from ...models.create_or_update_contacts_in_bulk_response_200 import CreateOrUpdateContactsInBulkResponse200
from ...models.create_or_update_contacts_in_bulk_response_400 import CreateOrUpdateContactsInBulkResponse400
from ...models.create_or_update_contacts_in_bulk_response_401 import CreateOrUpdateContactsInBulkResponse401
from ...models.create_or_update_contacts_in_bulk_response_403 import CreateOrUpdateContactsInBulkResponse403
from ...models.create_or_update_contacts_in_bulk_response_409 import CreateOrUpdateContactsInBulkResponse409
from ...models.create_or_update_contacts_in_bulk_response_413 import CreateOrUpdateContactsInBulkResponse413
from ...models.create_or_update_contacts_in_bulk_response_422 import CreateOrUpdateContactsInBulkResponse422
from ...models.create_or_update_contacts_in_bulk_response_429 import CreateOrUpdateContactsInBulkResponse429
from ...models.create_or_update_contacts_in_bulk_response_500 import CreateOrUpdateContactsInBulkResponse500
from ...models.create_or_update_contacts_in_bulk_response_503 import CreateOrUpdateContactsInBulkResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateOrUpdateContactsInBulkBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/contacts/bulk",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateOrUpdateContactsInBulkResponse200
    | CreateOrUpdateContactsInBulkResponse400
    | CreateOrUpdateContactsInBulkResponse401
    | CreateOrUpdateContactsInBulkResponse403
    | CreateOrUpdateContactsInBulkResponse409
    | CreateOrUpdateContactsInBulkResponse413
    | CreateOrUpdateContactsInBulkResponse422
    | CreateOrUpdateContactsInBulkResponse429
    | CreateOrUpdateContactsInBulkResponse500
    | CreateOrUpdateContactsInBulkResponse503
    | None
):
    if response.status_code == 200:
        response_200 = CreateOrUpdateContactsInBulkResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = CreateOrUpdateContactsInBulkResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateOrUpdateContactsInBulkResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateOrUpdateContactsInBulkResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = CreateOrUpdateContactsInBulkResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = CreateOrUpdateContactsInBulkResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = CreateOrUpdateContactsInBulkResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = CreateOrUpdateContactsInBulkResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = CreateOrUpdateContactsInBulkResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = CreateOrUpdateContactsInBulkResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateOrUpdateContactsInBulkResponse200
    | CreateOrUpdateContactsInBulkResponse400
    | CreateOrUpdateContactsInBulkResponse401
    | CreateOrUpdateContactsInBulkResponse403
    | CreateOrUpdateContactsInBulkResponse409
    | CreateOrUpdateContactsInBulkResponse413
    | CreateOrUpdateContactsInBulkResponse422
    | CreateOrUpdateContactsInBulkResponse429
    | CreateOrUpdateContactsInBulkResponse500
    | CreateOrUpdateContactsInBulkResponse503
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
    body: CreateOrUpdateContactsInBulkBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CreateOrUpdateContactsInBulkResponse200
    | CreateOrUpdateContactsInBulkResponse400
    | CreateOrUpdateContactsInBulkResponse401
    | CreateOrUpdateContactsInBulkResponse403
    | CreateOrUpdateContactsInBulkResponse409
    | CreateOrUpdateContactsInBulkResponse413
    | CreateOrUpdateContactsInBulkResponse422
    | CreateOrUpdateContactsInBulkResponse429
    | CreateOrUpdateContactsInBulkResponse500
    | CreateOrUpdateContactsInBulkResponse503
]:
    """Create or update contacts in bulk

     Up to 1,000 contacts in one request. Each row is matched on `match_on` (default `phone`: its primary
    number; `email`: case-insensitive; `none`: never) among the contacts the key can see; a matched row
    is applied as a PATCH (sent fields change, numbers it lacks are added, contexts merge), any other
    row as a create. Rows that share a match key in one request are applied in order, so they end up as
    one contact. Every row gets a result (`created`, `updated`, or `error` with a code and message); a
    bad row never stops the others. A row holding what cannot be stored (a NUL character, an unpaired
    surrogate, a `__proto__` key, nesting past 32 levels) or that is not an object is that row's
    `validation_error`.

    Requires the `can_write_contacts` permission on the API key.

    A heavy request: it counts as 10 requests against the key's rate limit (`x-rate-limit-weight`), and
    runs in turn, one at a time per account, with other accounts served first while one runs; a request
    that waits too long for its turn answers 429 `rate_limited` with `Retry-After`.

    Args:
        idempotency_key (str | Unset):
        body (CreateOrUpdateContactsInBulkBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateOrUpdateContactsInBulkResponse200 | CreateOrUpdateContactsInBulkResponse400 | CreateOrUpdateContactsInBulkResponse401 | CreateOrUpdateContactsInBulkResponse403 | CreateOrUpdateContactsInBulkResponse409 | CreateOrUpdateContactsInBulkResponse413 | CreateOrUpdateContactsInBulkResponse422 | CreateOrUpdateContactsInBulkResponse429 | CreateOrUpdateContactsInBulkResponse500 | CreateOrUpdateContactsInBulkResponse503]
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
    body: CreateOrUpdateContactsInBulkBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CreateOrUpdateContactsInBulkResponse200
    | CreateOrUpdateContactsInBulkResponse400
    | CreateOrUpdateContactsInBulkResponse401
    | CreateOrUpdateContactsInBulkResponse403
    | CreateOrUpdateContactsInBulkResponse409
    | CreateOrUpdateContactsInBulkResponse413
    | CreateOrUpdateContactsInBulkResponse422
    | CreateOrUpdateContactsInBulkResponse429
    | CreateOrUpdateContactsInBulkResponse500
    | CreateOrUpdateContactsInBulkResponse503
    | None
):
    """Create or update contacts in bulk

     Up to 1,000 contacts in one request. Each row is matched on `match_on` (default `phone`: its primary
    number; `email`: case-insensitive; `none`: never) among the contacts the key can see; a matched row
    is applied as a PATCH (sent fields change, numbers it lacks are added, contexts merge), any other
    row as a create. Rows that share a match key in one request are applied in order, so they end up as
    one contact. Every row gets a result (`created`, `updated`, or `error` with a code and message); a
    bad row never stops the others. A row holding what cannot be stored (a NUL character, an unpaired
    surrogate, a `__proto__` key, nesting past 32 levels) or that is not an object is that row's
    `validation_error`.

    Requires the `can_write_contacts` permission on the API key.

    A heavy request: it counts as 10 requests against the key's rate limit (`x-rate-limit-weight`), and
    runs in turn, one at a time per account, with other accounts served first while one runs; a request
    that waits too long for its turn answers 429 `rate_limited` with `Retry-After`.

    Args:
        idempotency_key (str | Unset):
        body (CreateOrUpdateContactsInBulkBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateOrUpdateContactsInBulkResponse200 | CreateOrUpdateContactsInBulkResponse400 | CreateOrUpdateContactsInBulkResponse401 | CreateOrUpdateContactsInBulkResponse403 | CreateOrUpdateContactsInBulkResponse409 | CreateOrUpdateContactsInBulkResponse413 | CreateOrUpdateContactsInBulkResponse422 | CreateOrUpdateContactsInBulkResponse429 | CreateOrUpdateContactsInBulkResponse500 | CreateOrUpdateContactsInBulkResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateOrUpdateContactsInBulkBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CreateOrUpdateContactsInBulkResponse200
    | CreateOrUpdateContactsInBulkResponse400
    | CreateOrUpdateContactsInBulkResponse401
    | CreateOrUpdateContactsInBulkResponse403
    | CreateOrUpdateContactsInBulkResponse409
    | CreateOrUpdateContactsInBulkResponse413
    | CreateOrUpdateContactsInBulkResponse422
    | CreateOrUpdateContactsInBulkResponse429
    | CreateOrUpdateContactsInBulkResponse500
    | CreateOrUpdateContactsInBulkResponse503
]:
    """Create or update contacts in bulk

     Up to 1,000 contacts in one request. Each row is matched on `match_on` (default `phone`: its primary
    number; `email`: case-insensitive; `none`: never) among the contacts the key can see; a matched row
    is applied as a PATCH (sent fields change, numbers it lacks are added, contexts merge), any other
    row as a create. Rows that share a match key in one request are applied in order, so they end up as
    one contact. Every row gets a result (`created`, `updated`, or `error` with a code and message); a
    bad row never stops the others. A row holding what cannot be stored (a NUL character, an unpaired
    surrogate, a `__proto__` key, nesting past 32 levels) or that is not an object is that row's
    `validation_error`.

    Requires the `can_write_contacts` permission on the API key.

    A heavy request: it counts as 10 requests against the key's rate limit (`x-rate-limit-weight`), and
    runs in turn, one at a time per account, with other accounts served first while one runs; a request
    that waits too long for its turn answers 429 `rate_limited` with `Retry-After`.

    Args:
        idempotency_key (str | Unset):
        body (CreateOrUpdateContactsInBulkBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateOrUpdateContactsInBulkResponse200 | CreateOrUpdateContactsInBulkResponse400 | CreateOrUpdateContactsInBulkResponse401 | CreateOrUpdateContactsInBulkResponse403 | CreateOrUpdateContactsInBulkResponse409 | CreateOrUpdateContactsInBulkResponse413 | CreateOrUpdateContactsInBulkResponse422 | CreateOrUpdateContactsInBulkResponse429 | CreateOrUpdateContactsInBulkResponse500 | CreateOrUpdateContactsInBulkResponse503]
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
    body: CreateOrUpdateContactsInBulkBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CreateOrUpdateContactsInBulkResponse200
    | CreateOrUpdateContactsInBulkResponse400
    | CreateOrUpdateContactsInBulkResponse401
    | CreateOrUpdateContactsInBulkResponse403
    | CreateOrUpdateContactsInBulkResponse409
    | CreateOrUpdateContactsInBulkResponse413
    | CreateOrUpdateContactsInBulkResponse422
    | CreateOrUpdateContactsInBulkResponse429
    | CreateOrUpdateContactsInBulkResponse500
    | CreateOrUpdateContactsInBulkResponse503
    | None
):
    """Create or update contacts in bulk

     Up to 1,000 contacts in one request. Each row is matched on `match_on` (default `phone`: its primary
    number; `email`: case-insensitive; `none`: never) among the contacts the key can see; a matched row
    is applied as a PATCH (sent fields change, numbers it lacks are added, contexts merge), any other
    row as a create. Rows that share a match key in one request are applied in order, so they end up as
    one contact. Every row gets a result (`created`, `updated`, or `error` with a code and message); a
    bad row never stops the others. A row holding what cannot be stored (a NUL character, an unpaired
    surrogate, a `__proto__` key, nesting past 32 levels) or that is not an object is that row's
    `validation_error`.

    Requires the `can_write_contacts` permission on the API key.

    A heavy request: it counts as 10 requests against the key's rate limit (`x-rate-limit-weight`), and
    runs in turn, one at a time per account, with other accounts served first while one runs; a request
    that waits too long for its turn answers 429 `rate_limited` with `Retry-After`.

    Args:
        idempotency_key (str | Unset):
        body (CreateOrUpdateContactsInBulkBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateOrUpdateContactsInBulkResponse200 | CreateOrUpdateContactsInBulkResponse400 | CreateOrUpdateContactsInBulkResponse401 | CreateOrUpdateContactsInBulkResponse403 | CreateOrUpdateContactsInBulkResponse409 | CreateOrUpdateContactsInBulkResponse413 | CreateOrUpdateContactsInBulkResponse422 | CreateOrUpdateContactsInBulkResponse429 | CreateOrUpdateContactsInBulkResponse500 | CreateOrUpdateContactsInBulkResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
