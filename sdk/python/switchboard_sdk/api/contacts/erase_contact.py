from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.erase_contact_response_202 import EraseContactResponse202
from ...models.erase_contact_response_400 import EraseContactResponse400
from ...models.erase_contact_response_401 import EraseContactResponse401
from ...models.erase_contact_response_403 import EraseContactResponse403
from ...models.erase_contact_response_404 import EraseContactResponse404
from ...models.erase_contact_response_409 import EraseContactResponse409
from ...models.erase_contact_response_422 import EraseContactResponse422
from ...models.erase_contact_response_429 import EraseContactResponse429
from ...models.erase_contact_response_500 import EraseContactResponse500
from ...models.erase_contact_response_503 import EraseContactResponse503
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
        "method": "post",
        "url": "/api/v1/contacts/{contact_id}/erase".format(
            contact_id=quote(str(contact_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    EraseContactResponse202
    | EraseContactResponse400
    | EraseContactResponse401
    | EraseContactResponse403
    | EraseContactResponse404
    | EraseContactResponse409
    | EraseContactResponse422
    | EraseContactResponse429
    | EraseContactResponse500
    | EraseContactResponse503
    | None
):
    if response.status_code == 202:
        response_202 = EraseContactResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = EraseContactResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = EraseContactResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = EraseContactResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = EraseContactResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = EraseContactResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = EraseContactResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = EraseContactResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = EraseContactResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = EraseContactResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    EraseContactResponse202
    | EraseContactResponse400
    | EraseContactResponse401
    | EraseContactResponse403
    | EraseContactResponse404
    | EraseContactResponse409
    | EraseContactResponse422
    | EraseContactResponse429
    | EraseContactResponse500
    | EraseContactResponse503
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
    EraseContactResponse202
    | EraseContactResponse400
    | EraseContactResponse401
    | EraseContactResponse403
    | EraseContactResponse404
    | EraseContactResponse409
    | EraseContactResponse422
    | EraseContactResponse429
    | EraseContactResponse500
    | EraseContactResponse503
]:
    """Erase a contact

     Owners and admins only. Removes the person everywhere their data lives (the contact, its numbers and
    variables, its calls' content, messages, bookings' customer fields, events and webhook deliveries
    that carried them, imports under way whose file holds them) in a durable job, and answers its
    erasure at once. Their numbers stay on the do-not-call list as keyed hashes, so they are never
    called or texted again; consents and calls keep their facts and times under those hashes. While a
    call with the person is live, the erasure waits (`waiting_for_call`). Asking again answers the same
    erasure. Follow it with GET /api/v1/erasures/{id}.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        contact_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EraseContactResponse202 | EraseContactResponse400 | EraseContactResponse401 | EraseContactResponse403 | EraseContactResponse404 | EraseContactResponse409 | EraseContactResponse422 | EraseContactResponse429 | EraseContactResponse500 | EraseContactResponse503]
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
    EraseContactResponse202
    | EraseContactResponse400
    | EraseContactResponse401
    | EraseContactResponse403
    | EraseContactResponse404
    | EraseContactResponse409
    | EraseContactResponse422
    | EraseContactResponse429
    | EraseContactResponse500
    | EraseContactResponse503
    | None
):
    """Erase a contact

     Owners and admins only. Removes the person everywhere their data lives (the contact, its numbers and
    variables, its calls' content, messages, bookings' customer fields, events and webhook deliveries
    that carried them, imports under way whose file holds them) in a durable job, and answers its
    erasure at once. Their numbers stay on the do-not-call list as keyed hashes, so they are never
    called or texted again; consents and calls keep their facts and times under those hashes. While a
    call with the person is live, the erasure waits (`waiting_for_call`). Asking again answers the same
    erasure. Follow it with GET /api/v1/erasures/{id}.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        contact_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EraseContactResponse202 | EraseContactResponse400 | EraseContactResponse401 | EraseContactResponse403 | EraseContactResponse404 | EraseContactResponse409 | EraseContactResponse422 | EraseContactResponse429 | EraseContactResponse500 | EraseContactResponse503
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
    EraseContactResponse202
    | EraseContactResponse400
    | EraseContactResponse401
    | EraseContactResponse403
    | EraseContactResponse404
    | EraseContactResponse409
    | EraseContactResponse422
    | EraseContactResponse429
    | EraseContactResponse500
    | EraseContactResponse503
]:
    """Erase a contact

     Owners and admins only. Removes the person everywhere their data lives (the contact, its numbers and
    variables, its calls' content, messages, bookings' customer fields, events and webhook deliveries
    that carried them, imports under way whose file holds them) in a durable job, and answers its
    erasure at once. Their numbers stay on the do-not-call list as keyed hashes, so they are never
    called or texted again; consents and calls keep their facts and times under those hashes. While a
    call with the person is live, the erasure waits (`waiting_for_call`). Asking again answers the same
    erasure. Follow it with GET /api/v1/erasures/{id}.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        contact_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EraseContactResponse202 | EraseContactResponse400 | EraseContactResponse401 | EraseContactResponse403 | EraseContactResponse404 | EraseContactResponse409 | EraseContactResponse422 | EraseContactResponse429 | EraseContactResponse500 | EraseContactResponse503]
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
    EraseContactResponse202
    | EraseContactResponse400
    | EraseContactResponse401
    | EraseContactResponse403
    | EraseContactResponse404
    | EraseContactResponse409
    | EraseContactResponse422
    | EraseContactResponse429
    | EraseContactResponse500
    | EraseContactResponse503
    | None
):
    """Erase a contact

     Owners and admins only. Removes the person everywhere their data lives (the contact, its numbers and
    variables, its calls' content, messages, bookings' customer fields, events and webhook deliveries
    that carried them, imports under way whose file holds them) in a durable job, and answers its
    erasure at once. Their numbers stay on the do-not-call list as keyed hashes, so they are never
    called or texted again; consents and calls keep their facts and times under those hashes. While a
    call with the person is live, the erasure waits (`waiting_for_call`). Asking again answers the same
    erasure. Follow it with GET /api/v1/erasures/{id}.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        contact_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EraseContactResponse202 | EraseContactResponse400 | EraseContactResponse401 | EraseContactResponse403 | EraseContactResponse404 | EraseContactResponse409 | EraseContactResponse422 | EraseContactResponse429 | EraseContactResponse500 | EraseContactResponse503
    """

    return (
        await asyncio_detailed(
            contact_id=contact_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
