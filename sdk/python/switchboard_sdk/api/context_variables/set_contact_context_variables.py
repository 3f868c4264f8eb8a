from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.set_contact_context_variables_body import SetContactContextVariablesBody
from ...models.set_contact_context_variables_response_200 import SetContactContextVariablesResponse200
from ...models.set_contact_context_variables_response_400 import SetContactContextVariablesResponse400
from ...models.set_contact_context_variables_response_401 import SetContactContextVariablesResponse401
from ...models.set_contact_context_variables_response_403 import SetContactContextVariablesResponse403
from ...models.set_contact_context_variables_response_404 import SetContactContextVariablesResponse404
from ...models.set_contact_context_variables_response_409 import SetContactContextVariablesResponse409
from ...models.set_contact_context_variables_response_413 import SetContactContextVariablesResponse413
from ...models.set_contact_context_variables_response_422 import SetContactContextVariablesResponse422
from ...models.set_contact_context_variables_response_429 import SetContactContextVariablesResponse429
from ...models.set_contact_context_variables_response_500 import SetContactContextVariablesResponse500
from ...models.set_contact_context_variables_response_503 import SetContactContextVariablesResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    contact_id: int,
    *,
    body: SetContactContextVariablesBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/contacts/{contact_id}/context".format(
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
    SetContactContextVariablesResponse200
    | SetContactContextVariablesResponse400
    | SetContactContextVariablesResponse401
    | SetContactContextVariablesResponse403
    | SetContactContextVariablesResponse404
    | SetContactContextVariablesResponse409
    | SetContactContextVariablesResponse413
    | SetContactContextVariablesResponse422
    | SetContactContextVariablesResponse429
    | SetContactContextVariablesResponse500
    | SetContactContextVariablesResponse503
    | None
):
    if response.status_code == 200:
        response_200 = SetContactContextVariablesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = SetContactContextVariablesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = SetContactContextVariablesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SetContactContextVariablesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = SetContactContextVariablesResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = SetContactContextVariablesResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = SetContactContextVariablesResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = SetContactContextVariablesResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = SetContactContextVariablesResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = SetContactContextVariablesResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = SetContactContextVariablesResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    SetContactContextVariablesResponse200
    | SetContactContextVariablesResponse400
    | SetContactContextVariablesResponse401
    | SetContactContextVariablesResponse403
    | SetContactContextVariablesResponse404
    | SetContactContextVariablesResponse409
    | SetContactContextVariablesResponse413
    | SetContactContextVariablesResponse422
    | SetContactContextVariablesResponse429
    | SetContactContextVariablesResponse500
    | SetContactContextVariablesResponse503
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
    body: SetContactContextVariablesBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SetContactContextVariablesResponse200
    | SetContactContextVariablesResponse400
    | SetContactContextVariablesResponse401
    | SetContactContextVariablesResponse403
    | SetContactContextVariablesResponse404
    | SetContactContextVariablesResponse409
    | SetContactContextVariablesResponse413
    | SetContactContextVariablesResponse422
    | SetContactContextVariablesResponse429
    | SetContactContextVariablesResponse500
    | SetContactContextVariablesResponse503
]:
    """Set contact context variables

     Each value is checked against its definition; null removes the key. Default variables (first_name,
    ...) set the contact's own fields. All or nothing. With auto_create_variables, creating a new
    definition is for owners and admins only (403 permission_denied for the key of a member).

    Requires the `can_write_contacts` permission on the API key.

    Args:
        contact_id (int):
        idempotency_key (str | Unset):
        body (SetContactContextVariablesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SetContactContextVariablesResponse200 | SetContactContextVariablesResponse400 | SetContactContextVariablesResponse401 | SetContactContextVariablesResponse403 | SetContactContextVariablesResponse404 | SetContactContextVariablesResponse409 | SetContactContextVariablesResponse413 | SetContactContextVariablesResponse422 | SetContactContextVariablesResponse429 | SetContactContextVariablesResponse500 | SetContactContextVariablesResponse503]
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
    body: SetContactContextVariablesBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SetContactContextVariablesResponse200
    | SetContactContextVariablesResponse400
    | SetContactContextVariablesResponse401
    | SetContactContextVariablesResponse403
    | SetContactContextVariablesResponse404
    | SetContactContextVariablesResponse409
    | SetContactContextVariablesResponse413
    | SetContactContextVariablesResponse422
    | SetContactContextVariablesResponse429
    | SetContactContextVariablesResponse500
    | SetContactContextVariablesResponse503
    | None
):
    """Set contact context variables

     Each value is checked against its definition; null removes the key. Default variables (first_name,
    ...) set the contact's own fields. All or nothing. With auto_create_variables, creating a new
    definition is for owners and admins only (403 permission_denied for the key of a member).

    Requires the `can_write_contacts` permission on the API key.

    Args:
        contact_id (int):
        idempotency_key (str | Unset):
        body (SetContactContextVariablesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SetContactContextVariablesResponse200 | SetContactContextVariablesResponse400 | SetContactContextVariablesResponse401 | SetContactContextVariablesResponse403 | SetContactContextVariablesResponse404 | SetContactContextVariablesResponse409 | SetContactContextVariablesResponse413 | SetContactContextVariablesResponse422 | SetContactContextVariablesResponse429 | SetContactContextVariablesResponse500 | SetContactContextVariablesResponse503
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
    body: SetContactContextVariablesBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SetContactContextVariablesResponse200
    | SetContactContextVariablesResponse400
    | SetContactContextVariablesResponse401
    | SetContactContextVariablesResponse403
    | SetContactContextVariablesResponse404
    | SetContactContextVariablesResponse409
    | SetContactContextVariablesResponse413
    | SetContactContextVariablesResponse422
    | SetContactContextVariablesResponse429
    | SetContactContextVariablesResponse500
    | SetContactContextVariablesResponse503
]:
    """Set contact context variables

     Each value is checked against its definition; null removes the key. Default variables (first_name,
    ...) set the contact's own fields. All or nothing. With auto_create_variables, creating a new
    definition is for owners and admins only (403 permission_denied for the key of a member).

    Requires the `can_write_contacts` permission on the API key.

    Args:
        contact_id (int):
        idempotency_key (str | Unset):
        body (SetContactContextVariablesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SetContactContextVariablesResponse200 | SetContactContextVariablesResponse400 | SetContactContextVariablesResponse401 | SetContactContextVariablesResponse403 | SetContactContextVariablesResponse404 | SetContactContextVariablesResponse409 | SetContactContextVariablesResponse413 | SetContactContextVariablesResponse422 | SetContactContextVariablesResponse429 | SetContactContextVariablesResponse500 | SetContactContextVariablesResponse503]
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
    body: SetContactContextVariablesBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SetContactContextVariablesResponse200
    | SetContactContextVariablesResponse400
    | SetContactContextVariablesResponse401
    | SetContactContextVariablesResponse403
    | SetContactContextVariablesResponse404
    | SetContactContextVariablesResponse409
    | SetContactContextVariablesResponse413
    | SetContactContextVariablesResponse422
    | SetContactContextVariablesResponse429
    | SetContactContextVariablesResponse500
    | SetContactContextVariablesResponse503
    | None
):
    """Set contact context variables

     Each value is checked against its definition; null removes the key. Default variables (first_name,
    ...) set the contact's own fields. All or nothing. With auto_create_variables, creating a new
    definition is for owners and admins only (403 permission_denied for the key of a member).

    Requires the `can_write_contacts` permission on the API key.

    Args:
        contact_id (int):
        idempotency_key (str | Unset):
        body (SetContactContextVariablesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SetContactContextVariablesResponse200 | SetContactContextVariablesResponse400 | SetContactContextVariablesResponse401 | SetContactContextVariablesResponse403 | SetContactContextVariablesResponse404 | SetContactContextVariablesResponse409 | SetContactContextVariablesResponse413 | SetContactContextVariablesResponse422 | SetContactContextVariablesResponse429 | SetContactContextVariablesResponse500 | SetContactContextVariablesResponse503
    """

    return (
        await asyncio_detailed(
            contact_id=contact_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
