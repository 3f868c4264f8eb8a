from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.delete_contact_response_200 import DeleteContactResponse200
from ...models.delete_contact_response_400 import DeleteContactResponse400
from ...models.delete_contact_response_401 import DeleteContactResponse401
from ...models.delete_contact_response_403 import DeleteContactResponse403
from ...models.delete_contact_response_404 import DeleteContactResponse404
from ...models.delete_contact_response_409 import DeleteContactResponse409
from ...models.delete_contact_response_422 import DeleteContactResponse422
from ...models.delete_contact_response_429 import DeleteContactResponse429
from ...models.delete_contact_response_500 import DeleteContactResponse500
from ...models.delete_contact_response_503 import DeleteContactResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    contact_id: int,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/contacts/{contact_id}".format(
            contact_id=quote(str(contact_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DeleteContactResponse200
    | DeleteContactResponse400
    | DeleteContactResponse401
    | DeleteContactResponse403
    | DeleteContactResponse404
    | DeleteContactResponse409
    | DeleteContactResponse422
    | DeleteContactResponse429
    | DeleteContactResponse500
    | DeleteContactResponse503
    | None
):
    if response.status_code == 200:
        response_200 = DeleteContactResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = DeleteContactResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DeleteContactResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteContactResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteContactResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = DeleteContactResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = DeleteContactResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = DeleteContactResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = DeleteContactResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = DeleteContactResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    DeleteContactResponse200
    | DeleteContactResponse400
    | DeleteContactResponse401
    | DeleteContactResponse403
    | DeleteContactResponse404
    | DeleteContactResponse409
    | DeleteContactResponse422
    | DeleteContactResponse429
    | DeleteContactResponse500
    | DeleteContactResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    contact_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    DeleteContactResponse200
    | DeleteContactResponse400
    | DeleteContactResponse401
    | DeleteContactResponse403
    | DeleteContactResponse404
    | DeleteContactResponse409
    | DeleteContactResponse422
    | DeleteContactResponse429
    | DeleteContactResponse500
    | DeleteContactResponse503
]:
    """Delete a contact

     Removes the contact with its phone numbers and tags. Its calls stay in the history without the
    contact's name, email and template values.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        contact_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteContactResponse200 | DeleteContactResponse400 | DeleteContactResponse401 | DeleteContactResponse403 | DeleteContactResponse404 | DeleteContactResponse409 | DeleteContactResponse422 | DeleteContactResponse429 | DeleteContactResponse500 | DeleteContactResponse503]
    """

    kwargs = _get_kwargs(
        contact_id=contact_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    contact_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    DeleteContactResponse200
    | DeleteContactResponse400
    | DeleteContactResponse401
    | DeleteContactResponse403
    | DeleteContactResponse404
    | DeleteContactResponse409
    | DeleteContactResponse422
    | DeleteContactResponse429
    | DeleteContactResponse500
    | DeleteContactResponse503
    | None
):
    """Delete a contact

     Removes the contact with its phone numbers and tags. Its calls stay in the history without the
    contact's name, email and template values.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        contact_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteContactResponse200 | DeleteContactResponse400 | DeleteContactResponse401 | DeleteContactResponse403 | DeleteContactResponse404 | DeleteContactResponse409 | DeleteContactResponse422 | DeleteContactResponse429 | DeleteContactResponse500 | DeleteContactResponse503
    """

    return sync_detailed(
        contact_id=contact_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    contact_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    DeleteContactResponse200
    | DeleteContactResponse400
    | DeleteContactResponse401
    | DeleteContactResponse403
    | DeleteContactResponse404
    | DeleteContactResponse409
    | DeleteContactResponse422
    | DeleteContactResponse429
    | DeleteContactResponse500
    | DeleteContactResponse503
]:
    """Delete a contact

     Removes the contact with its phone numbers and tags. Its calls stay in the history without the
    contact's name, email and template values.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        contact_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteContactResponse200 | DeleteContactResponse400 | DeleteContactResponse401 | DeleteContactResponse403 | DeleteContactResponse404 | DeleteContactResponse409 | DeleteContactResponse422 | DeleteContactResponse429 | DeleteContactResponse500 | DeleteContactResponse503]
    """

    kwargs = _get_kwargs(
        contact_id=contact_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    contact_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    DeleteContactResponse200
    | DeleteContactResponse400
    | DeleteContactResponse401
    | DeleteContactResponse403
    | DeleteContactResponse404
    | DeleteContactResponse409
    | DeleteContactResponse422
    | DeleteContactResponse429
    | DeleteContactResponse500
    | DeleteContactResponse503
    | None
):
    """Delete a contact

     Removes the contact with its phone numbers and tags. Its calls stay in the history without the
    contact's name, email and template values.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        contact_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteContactResponse200 | DeleteContactResponse400 | DeleteContactResponse401 | DeleteContactResponse403 | DeleteContactResponse404 | DeleteContactResponse409 | DeleteContactResponse422 | DeleteContactResponse429 | DeleteContactResponse500 | DeleteContactResponse503
    """

    return (
        await asyncio_detailed(
            contact_id=contact_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
