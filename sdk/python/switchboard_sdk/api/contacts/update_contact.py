from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.update_contact_body import UpdateContactBody
from ...models.update_contact_response_200 import UpdateContactResponse200
from ...models.update_contact_response_400 import UpdateContactResponse400
from ...models.update_contact_response_401 import UpdateContactResponse401
from ...models.update_contact_response_403 import UpdateContactResponse403
from ...models.update_contact_response_404 import UpdateContactResponse404
from ...models.update_contact_response_409 import UpdateContactResponse409
from ...models.update_contact_response_413 import UpdateContactResponse413
from ...models.update_contact_response_422 import UpdateContactResponse422
from ...models.update_contact_response_429 import UpdateContactResponse429
from ...models.update_contact_response_500 import UpdateContactResponse500
from ...models.update_contact_response_503 import UpdateContactResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    contact_id: int,
    *,
    body: UpdateContactBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/contacts/{contact_id}/update".format(
            contact_id=quote(str(contact_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    UpdateContactResponse200
    | UpdateContactResponse400
    | UpdateContactResponse401
    | UpdateContactResponse403
    | UpdateContactResponse404
    | UpdateContactResponse409
    | UpdateContactResponse413
    | UpdateContactResponse422
    | UpdateContactResponse429
    | UpdateContactResponse500
    | UpdateContactResponse503
    | None
):
    if response.status_code == 200:
        response_200 = UpdateContactResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = UpdateContactResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UpdateContactResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UpdateContactResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UpdateContactResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = UpdateContactResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = UpdateContactResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = UpdateContactResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = UpdateContactResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = UpdateContactResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = UpdateContactResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    UpdateContactResponse200
    | UpdateContactResponse400
    | UpdateContactResponse401
    | UpdateContactResponse403
    | UpdateContactResponse404
    | UpdateContactResponse409
    | UpdateContactResponse413
    | UpdateContactResponse422
    | UpdateContactResponse429
    | UpdateContactResponse500
    | UpdateContactResponse503
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
    body: UpdateContactBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    UpdateContactResponse200
    | UpdateContactResponse400
    | UpdateContactResponse401
    | UpdateContactResponse403
    | UpdateContactResponse404
    | UpdateContactResponse409
    | UpdateContactResponse413
    | UpdateContactResponse422
    | UpdateContactResponse429
    | UpdateContactResponse500
    | UpdateContactResponse503
]:
    """Update a contact

     Omitted fields are unchanged. Phone entries with an id update that number, entries without one are
    added; tags are replaced; contexts are merged key by key (null removes a key).

    Requires the `can_read_contacts` permission on the API key.

    Args:
        contact_id (int):
        idempotency_key (str | Unset):
        body (UpdateContactBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateContactResponse200 | UpdateContactResponse400 | UpdateContactResponse401 | UpdateContactResponse403 | UpdateContactResponse404 | UpdateContactResponse409 | UpdateContactResponse413 | UpdateContactResponse422 | UpdateContactResponse429 | UpdateContactResponse500 | UpdateContactResponse503]
    """

    kwargs = _get_kwargs(
        contact_id=contact_id,
        body=body,
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
    body: UpdateContactBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    UpdateContactResponse200
    | UpdateContactResponse400
    | UpdateContactResponse401
    | UpdateContactResponse403
    | UpdateContactResponse404
    | UpdateContactResponse409
    | UpdateContactResponse413
    | UpdateContactResponse422
    | UpdateContactResponse429
    | UpdateContactResponse500
    | UpdateContactResponse503
    | None
):
    """Update a contact

     Omitted fields are unchanged. Phone entries with an id update that number, entries without one are
    added; tags are replaced; contexts are merged key by key (null removes a key).

    Requires the `can_read_contacts` permission on the API key.

    Args:
        contact_id (int):
        idempotency_key (str | Unset):
        body (UpdateContactBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateContactResponse200 | UpdateContactResponse400 | UpdateContactResponse401 | UpdateContactResponse403 | UpdateContactResponse404 | UpdateContactResponse409 | UpdateContactResponse413 | UpdateContactResponse422 | UpdateContactResponse429 | UpdateContactResponse500 | UpdateContactResponse503
    """

    return sync_detailed(
        contact_id=contact_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    contact_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: UpdateContactBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    UpdateContactResponse200
    | UpdateContactResponse400
    | UpdateContactResponse401
    | UpdateContactResponse403
    | UpdateContactResponse404
    | UpdateContactResponse409
    | UpdateContactResponse413
    | UpdateContactResponse422
    | UpdateContactResponse429
    | UpdateContactResponse500
    | UpdateContactResponse503
]:
    """Update a contact

     Omitted fields are unchanged. Phone entries with an id update that number, entries without one are
    added; tags are replaced; contexts are merged key by key (null removes a key).

    Requires the `can_read_contacts` permission on the API key.

    Args:
        contact_id (int):
        idempotency_key (str | Unset):
        body (UpdateContactBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateContactResponse200 | UpdateContactResponse400 | UpdateContactResponse401 | UpdateContactResponse403 | UpdateContactResponse404 | UpdateContactResponse409 | UpdateContactResponse413 | UpdateContactResponse422 | UpdateContactResponse429 | UpdateContactResponse500 | UpdateContactResponse503]
    """

    kwargs = _get_kwargs(
        contact_id=contact_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    contact_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: UpdateContactBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    UpdateContactResponse200
    | UpdateContactResponse400
    | UpdateContactResponse401
    | UpdateContactResponse403
    | UpdateContactResponse404
    | UpdateContactResponse409
    | UpdateContactResponse413
    | UpdateContactResponse422
    | UpdateContactResponse429
    | UpdateContactResponse500
    | UpdateContactResponse503
    | None
):
    """Update a contact

     Omitted fields are unchanged. Phone entries with an id update that number, entries without one are
    added; tags are replaced; contexts are merged key by key (null removes a key).

    Requires the `can_read_contacts` permission on the API key.

    Args:
        contact_id (int):
        idempotency_key (str | Unset):
        body (UpdateContactBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateContactResponse200 | UpdateContactResponse400 | UpdateContactResponse401 | UpdateContactResponse403 | UpdateContactResponse404 | UpdateContactResponse409 | UpdateContactResponse413 | UpdateContactResponse422 | UpdateContactResponse429 | UpdateContactResponse500 | UpdateContactResponse503
    """

    return (
        await asyncio_detailed(
            contact_id=contact_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
