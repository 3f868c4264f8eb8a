from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_contact_body import CreateContactBody
from ...models.create_contact_response_201 import CreateContactResponse201
from ...models.create_contact_response_400 import CreateContactResponse400
from ...models.create_contact_response_401 import CreateContactResponse401
from ...models.create_contact_response_403 import CreateContactResponse403
from ...models.create_contact_response_404 import CreateContactResponse404
from ...models.create_contact_response_409 import CreateContactResponse409
from ...models.create_contact_response_413 import CreateContactResponse413
from ...models.create_contact_response_422 import CreateContactResponse422
from ...models.create_contact_response_429 import CreateContactResponse429
from ...models.create_contact_response_500 import CreateContactResponse500
from ...models.create_contact_response_503 import CreateContactResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateContactBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/contacts/create",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateContactResponse201
    | CreateContactResponse400
    | CreateContactResponse401
    | CreateContactResponse403
    | CreateContactResponse404
    | CreateContactResponse409
    | CreateContactResponse413
    | CreateContactResponse422
    | CreateContactResponse429
    | CreateContactResponse500
    | CreateContactResponse503
    | None
):
    if response.status_code == 201:
        response_201 = CreateContactResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateContactResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateContactResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateContactResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateContactResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = CreateContactResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = CreateContactResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = CreateContactResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = CreateContactResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = CreateContactResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = CreateContactResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateContactResponse201
    | CreateContactResponse400
    | CreateContactResponse401
    | CreateContactResponse403
    | CreateContactResponse404
    | CreateContactResponse409
    | CreateContactResponse413
    | CreateContactResponse422
    | CreateContactResponse429
    | CreateContactResponse500
    | CreateContactResponse503
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
    body: CreateContactBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CreateContactResponse201
    | CreateContactResponse400
    | CreateContactResponse401
    | CreateContactResponse403
    | CreateContactResponse404
    | CreateContactResponse409
    | CreateContactResponse413
    | CreateContactResponse422
    | CreateContactResponse429
    | CreateContactResponse500
    | CreateContactResponse503
]:
    """Create a contact

     Phone numbers are normalised to E.164 in the contact's country (default US); the first becomes
    primary unless one says `primary: true`. Unknown tags are created. The contact is owned by the key's
    user.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CreateContactBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateContactResponse201 | CreateContactResponse400 | CreateContactResponse401 | CreateContactResponse403 | CreateContactResponse404 | CreateContactResponse409 | CreateContactResponse413 | CreateContactResponse422 | CreateContactResponse429 | CreateContactResponse500 | CreateContactResponse503]
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
    body: CreateContactBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CreateContactResponse201
    | CreateContactResponse400
    | CreateContactResponse401
    | CreateContactResponse403
    | CreateContactResponse404
    | CreateContactResponse409
    | CreateContactResponse413
    | CreateContactResponse422
    | CreateContactResponse429
    | CreateContactResponse500
    | CreateContactResponse503
    | None
):
    """Create a contact

     Phone numbers are normalised to E.164 in the contact's country (default US); the first becomes
    primary unless one says `primary: true`. Unknown tags are created. The contact is owned by the key's
    user.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CreateContactBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateContactResponse201 | CreateContactResponse400 | CreateContactResponse401 | CreateContactResponse403 | CreateContactResponse404 | CreateContactResponse409 | CreateContactResponse413 | CreateContactResponse422 | CreateContactResponse429 | CreateContactResponse500 | CreateContactResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateContactBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CreateContactResponse201
    | CreateContactResponse400
    | CreateContactResponse401
    | CreateContactResponse403
    | CreateContactResponse404
    | CreateContactResponse409
    | CreateContactResponse413
    | CreateContactResponse422
    | CreateContactResponse429
    | CreateContactResponse500
    | CreateContactResponse503
]:
    """Create a contact

     Phone numbers are normalised to E.164 in the contact's country (default US); the first becomes
    primary unless one says `primary: true`. Unknown tags are created. The contact is owned by the key's
    user.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CreateContactBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateContactResponse201 | CreateContactResponse400 | CreateContactResponse401 | CreateContactResponse403 | CreateContactResponse404 | CreateContactResponse409 | CreateContactResponse413 | CreateContactResponse422 | CreateContactResponse429 | CreateContactResponse500 | CreateContactResponse503]
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
    body: CreateContactBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CreateContactResponse201
    | CreateContactResponse400
    | CreateContactResponse401
    | CreateContactResponse403
    | CreateContactResponse404
    | CreateContactResponse409
    | CreateContactResponse413
    | CreateContactResponse422
    | CreateContactResponse429
    | CreateContactResponse500
    | CreateContactResponse503
    | None
):
    """Create a contact

     Phone numbers are normalised to E.164 in the contact's country (default US); the first becomes
    primary unless one says `primary: true`. Unknown tags are created. The contact is owned by the key's
    user.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CreateContactBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateContactResponse201 | CreateContactResponse400 | CreateContactResponse401 | CreateContactResponse403 | CreateContactResponse404 | CreateContactResponse409 | CreateContactResponse413 | CreateContactResponse422 | CreateContactResponse429 | CreateContactResponse500 | CreateContactResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
