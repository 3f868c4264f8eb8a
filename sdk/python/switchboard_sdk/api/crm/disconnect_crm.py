from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.disconnect_crm_response_200 import DisconnectCrmResponse200
from ...models.disconnect_crm_response_400 import DisconnectCrmResponse400
from ...models.disconnect_crm_response_401 import DisconnectCrmResponse401
from ...models.disconnect_crm_response_403 import DisconnectCrmResponse403
from ...models.disconnect_crm_response_404 import DisconnectCrmResponse404
from ...models.disconnect_crm_response_409 import DisconnectCrmResponse409
from ...models.disconnect_crm_response_422 import DisconnectCrmResponse422
from ...models.disconnect_crm_response_429 import DisconnectCrmResponse429
from ...models.disconnect_crm_response_500 import DisconnectCrmResponse500
from ...models.disconnect_crm_response_503 import DisconnectCrmResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    connection_id: int,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/integrations/crm/{connection_id}".format(
            connection_id=quote(str(connection_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DisconnectCrmResponse200
    | DisconnectCrmResponse400
    | DisconnectCrmResponse401
    | DisconnectCrmResponse403
    | DisconnectCrmResponse404
    | DisconnectCrmResponse409
    | DisconnectCrmResponse422
    | DisconnectCrmResponse429
    | DisconnectCrmResponse500
    | DisconnectCrmResponse503
    | None
):
    if response.status_code == 200:
        response_200 = DisconnectCrmResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = DisconnectCrmResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DisconnectCrmResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DisconnectCrmResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DisconnectCrmResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = DisconnectCrmResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = DisconnectCrmResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = DisconnectCrmResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = DisconnectCrmResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = DisconnectCrmResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    DisconnectCrmResponse200
    | DisconnectCrmResponse400
    | DisconnectCrmResponse401
    | DisconnectCrmResponse403
    | DisconnectCrmResponse404
    | DisconnectCrmResponse409
    | DisconnectCrmResponse422
    | DisconnectCrmResponse429
    | DisconnectCrmResponse500
    | DisconnectCrmResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    connection_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    DisconnectCrmResponse200
    | DisconnectCrmResponse400
    | DisconnectCrmResponse401
    | DisconnectCrmResponse403
    | DisconnectCrmResponse404
    | DisconnectCrmResponse409
    | DisconnectCrmResponse422
    | DisconnectCrmResponse429
    | DisconnectCrmResponse500
    | DisconnectCrmResponse503
]:
    """Disconnect a CRM

     Forgets the connection and its credentials. Contacts stay, with their CRM ids; do-not-call entries
    stay.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DisconnectCrmResponse200 | DisconnectCrmResponse400 | DisconnectCrmResponse401 | DisconnectCrmResponse403 | DisconnectCrmResponse404 | DisconnectCrmResponse409 | DisconnectCrmResponse422 | DisconnectCrmResponse429 | DisconnectCrmResponse500 | DisconnectCrmResponse503]
    """

    kwargs = _get_kwargs(
        connection_id=connection_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    connection_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    DisconnectCrmResponse200
    | DisconnectCrmResponse400
    | DisconnectCrmResponse401
    | DisconnectCrmResponse403
    | DisconnectCrmResponse404
    | DisconnectCrmResponse409
    | DisconnectCrmResponse422
    | DisconnectCrmResponse429
    | DisconnectCrmResponse500
    | DisconnectCrmResponse503
    | None
):
    """Disconnect a CRM

     Forgets the connection and its credentials. Contacts stay, with their CRM ids; do-not-call entries
    stay.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DisconnectCrmResponse200 | DisconnectCrmResponse400 | DisconnectCrmResponse401 | DisconnectCrmResponse403 | DisconnectCrmResponse404 | DisconnectCrmResponse409 | DisconnectCrmResponse422 | DisconnectCrmResponse429 | DisconnectCrmResponse500 | DisconnectCrmResponse503
    """

    return sync_detailed(
        connection_id=connection_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    connection_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    DisconnectCrmResponse200
    | DisconnectCrmResponse400
    | DisconnectCrmResponse401
    | DisconnectCrmResponse403
    | DisconnectCrmResponse404
    | DisconnectCrmResponse409
    | DisconnectCrmResponse422
    | DisconnectCrmResponse429
    | DisconnectCrmResponse500
    | DisconnectCrmResponse503
]:
    """Disconnect a CRM

     Forgets the connection and its credentials. Contacts stay, with their CRM ids; do-not-call entries
    stay.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DisconnectCrmResponse200 | DisconnectCrmResponse400 | DisconnectCrmResponse401 | DisconnectCrmResponse403 | DisconnectCrmResponse404 | DisconnectCrmResponse409 | DisconnectCrmResponse422 | DisconnectCrmResponse429 | DisconnectCrmResponse500 | DisconnectCrmResponse503]
    """

    kwargs = _get_kwargs(
        connection_id=connection_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    connection_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    DisconnectCrmResponse200
    | DisconnectCrmResponse400
    | DisconnectCrmResponse401
    | DisconnectCrmResponse403
    | DisconnectCrmResponse404
    | DisconnectCrmResponse409
    | DisconnectCrmResponse422
    | DisconnectCrmResponse429
    | DisconnectCrmResponse500
    | DisconnectCrmResponse503
    | None
):
    """Disconnect a CRM

     Forgets the connection and its credentials. Contacts stay, with their CRM ids; do-not-call entries
    stay.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DisconnectCrmResponse200 | DisconnectCrmResponse400 | DisconnectCrmResponse401 | DisconnectCrmResponse403 | DisconnectCrmResponse404 | DisconnectCrmResponse409 | DisconnectCrmResponse422 | DisconnectCrmResponse429 | DisconnectCrmResponse500 | DisconnectCrmResponse503
    """

    return (
        await asyncio_detailed(
            connection_id=connection_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
