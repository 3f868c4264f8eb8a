from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.replace_contact_body import ReplaceContactBody
from ...models.replace_contact_response_200 import ReplaceContactResponse200
from ...models.replace_contact_response_400 import ReplaceContactResponse400
from ...models.replace_contact_response_401 import ReplaceContactResponse401
from ...models.replace_contact_response_403 import ReplaceContactResponse403
from ...models.replace_contact_response_404 import ReplaceContactResponse404
from ...models.replace_contact_response_409 import ReplaceContactResponse409
from ...models.replace_contact_response_413 import ReplaceContactResponse413
from ...models.replace_contact_response_422 import ReplaceContactResponse422
from ...models.replace_contact_response_429 import ReplaceContactResponse429
from ...models.replace_contact_response_500 import ReplaceContactResponse500
from ...models.replace_contact_response_503 import ReplaceContactResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    contact_id: int,
    *,
    body: ReplaceContactBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "put",
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
    ReplaceContactResponse200
    | ReplaceContactResponse400
    | ReplaceContactResponse401
    | ReplaceContactResponse403
    | ReplaceContactResponse404
    | ReplaceContactResponse409
    | ReplaceContactResponse413
    | ReplaceContactResponse422
    | ReplaceContactResponse429
    | ReplaceContactResponse500
    | ReplaceContactResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ReplaceContactResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ReplaceContactResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ReplaceContactResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ReplaceContactResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ReplaceContactResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ReplaceContactResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ReplaceContactResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = ReplaceContactResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ReplaceContactResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ReplaceContactResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ReplaceContactResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ReplaceContactResponse200
    | ReplaceContactResponse400
    | ReplaceContactResponse401
    | ReplaceContactResponse403
    | ReplaceContactResponse404
    | ReplaceContactResponse409
    | ReplaceContactResponse413
    | ReplaceContactResponse422
    | ReplaceContactResponse429
    | ReplaceContactResponse500
    | ReplaceContactResponse503
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
    body: ReplaceContactBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ReplaceContactResponse200
    | ReplaceContactResponse400
    | ReplaceContactResponse401
    | ReplaceContactResponse403
    | ReplaceContactResponse404
    | ReplaceContactResponse409
    | ReplaceContactResponse413
    | ReplaceContactResponse422
    | ReplaceContactResponse429
    | ReplaceContactResponse500
    | ReplaceContactResponse503
]:
    """Replace a contact

     Omitted fields are reset to their default or null; phone numbers, tags and both contexts are
    replaced by what is sent.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        contact_id (int):
        idempotency_key (str | Unset):
        body (ReplaceContactBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ReplaceContactResponse200 | ReplaceContactResponse400 | ReplaceContactResponse401 | ReplaceContactResponse403 | ReplaceContactResponse404 | ReplaceContactResponse409 | ReplaceContactResponse413 | ReplaceContactResponse422 | ReplaceContactResponse429 | ReplaceContactResponse500 | ReplaceContactResponse503]
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
    body: ReplaceContactBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    ReplaceContactResponse200
    | ReplaceContactResponse400
    | ReplaceContactResponse401
    | ReplaceContactResponse403
    | ReplaceContactResponse404
    | ReplaceContactResponse409
    | ReplaceContactResponse413
    | ReplaceContactResponse422
    | ReplaceContactResponse429
    | ReplaceContactResponse500
    | ReplaceContactResponse503
    | None
):
    """Replace a contact

     Omitted fields are reset to their default or null; phone numbers, tags and both contexts are
    replaced by what is sent.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        contact_id (int):
        idempotency_key (str | Unset):
        body (ReplaceContactBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ReplaceContactResponse200 | ReplaceContactResponse400 | ReplaceContactResponse401 | ReplaceContactResponse403 | ReplaceContactResponse404 | ReplaceContactResponse409 | ReplaceContactResponse413 | ReplaceContactResponse422 | ReplaceContactResponse429 | ReplaceContactResponse500 | ReplaceContactResponse503
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
    body: ReplaceContactBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ReplaceContactResponse200
    | ReplaceContactResponse400
    | ReplaceContactResponse401
    | ReplaceContactResponse403
    | ReplaceContactResponse404
    | ReplaceContactResponse409
    | ReplaceContactResponse413
    | ReplaceContactResponse422
    | ReplaceContactResponse429
    | ReplaceContactResponse500
    | ReplaceContactResponse503
]:
    """Replace a contact

     Omitted fields are reset to their default or null; phone numbers, tags and both contexts are
    replaced by what is sent.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        contact_id (int):
        idempotency_key (str | Unset):
        body (ReplaceContactBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ReplaceContactResponse200 | ReplaceContactResponse400 | ReplaceContactResponse401 | ReplaceContactResponse403 | ReplaceContactResponse404 | ReplaceContactResponse409 | ReplaceContactResponse413 | ReplaceContactResponse422 | ReplaceContactResponse429 | ReplaceContactResponse500 | ReplaceContactResponse503]
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
    body: ReplaceContactBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    ReplaceContactResponse200
    | ReplaceContactResponse400
    | ReplaceContactResponse401
    | ReplaceContactResponse403
    | ReplaceContactResponse404
    | ReplaceContactResponse409
    | ReplaceContactResponse413
    | ReplaceContactResponse422
    | ReplaceContactResponse429
    | ReplaceContactResponse500
    | ReplaceContactResponse503
    | None
):
    """Replace a contact

     Omitted fields are reset to their default or null; phone numbers, tags and both contexts are
    replaced by what is sent.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        contact_id (int):
        idempotency_key (str | Unset):
        body (ReplaceContactBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ReplaceContactResponse200 | ReplaceContactResponse400 | ReplaceContactResponse401 | ReplaceContactResponse403 | ReplaceContactResponse404 | ReplaceContactResponse409 | ReplaceContactResponse413 | ReplaceContactResponse422 | ReplaceContactResponse429 | ReplaceContactResponse500 | ReplaceContactResponse503
    """

    return (
        await asyncio_detailed(
            contact_id=contact_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
