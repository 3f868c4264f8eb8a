from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.sync_crm_connection_now_response_202 import SyncCrmConnectionNowResponse202
from ...models.sync_crm_connection_now_response_400 import SyncCrmConnectionNowResponse400
from ...models.sync_crm_connection_now_response_401 import SyncCrmConnectionNowResponse401
from ...models.sync_crm_connection_now_response_403 import SyncCrmConnectionNowResponse403
from ...models.sync_crm_connection_now_response_404 import SyncCrmConnectionNowResponse404
from ...models.sync_crm_connection_now_response_409 import SyncCrmConnectionNowResponse409
from ...models.sync_crm_connection_now_response_422 import SyncCrmConnectionNowResponse422
from ...models.sync_crm_connection_now_response_429 import SyncCrmConnectionNowResponse429
from ...models.sync_crm_connection_now_response_500 import SyncCrmConnectionNowResponse500
from ...models.sync_crm_connection_now_response_503 import SyncCrmConnectionNowResponse503
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
        "method": "post",
        "url": "/api/v1/integrations/crm/{connection_id}/sync".format(
            connection_id=quote(str(connection_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    SyncCrmConnectionNowResponse202
    | SyncCrmConnectionNowResponse400
    | SyncCrmConnectionNowResponse401
    | SyncCrmConnectionNowResponse403
    | SyncCrmConnectionNowResponse404
    | SyncCrmConnectionNowResponse409
    | SyncCrmConnectionNowResponse422
    | SyncCrmConnectionNowResponse429
    | SyncCrmConnectionNowResponse500
    | SyncCrmConnectionNowResponse503
    | None
):
    if response.status_code == 202:
        response_202 = SyncCrmConnectionNowResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = SyncCrmConnectionNowResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = SyncCrmConnectionNowResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SyncCrmConnectionNowResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = SyncCrmConnectionNowResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = SyncCrmConnectionNowResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = SyncCrmConnectionNowResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = SyncCrmConnectionNowResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = SyncCrmConnectionNowResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = SyncCrmConnectionNowResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    SyncCrmConnectionNowResponse202
    | SyncCrmConnectionNowResponse400
    | SyncCrmConnectionNowResponse401
    | SyncCrmConnectionNowResponse403
    | SyncCrmConnectionNowResponse404
    | SyncCrmConnectionNowResponse409
    | SyncCrmConnectionNowResponse422
    | SyncCrmConnectionNowResponse429
    | SyncCrmConnectionNowResponse500
    | SyncCrmConnectionNowResponse503
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
    SyncCrmConnectionNowResponse202
    | SyncCrmConnectionNowResponse400
    | SyncCrmConnectionNowResponse401
    | SyncCrmConnectionNowResponse403
    | SyncCrmConnectionNowResponse404
    | SyncCrmConnectionNowResponse409
    | SyncCrmConnectionNowResponse422
    | SyncCrmConnectionNowResponse429
    | SyncCrmConnectionNowResponse500
    | SyncCrmConnectionNowResponse503
]:
    """Sync a CRM connection now

     Queues an import pass over the CRM's contacts from the start; contacts already here are matched by
    the CRM's id, then by number, never doubled. Progress shows in the connection's counts.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SyncCrmConnectionNowResponse202 | SyncCrmConnectionNowResponse400 | SyncCrmConnectionNowResponse401 | SyncCrmConnectionNowResponse403 | SyncCrmConnectionNowResponse404 | SyncCrmConnectionNowResponse409 | SyncCrmConnectionNowResponse422 | SyncCrmConnectionNowResponse429 | SyncCrmConnectionNowResponse500 | SyncCrmConnectionNowResponse503]
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
    SyncCrmConnectionNowResponse202
    | SyncCrmConnectionNowResponse400
    | SyncCrmConnectionNowResponse401
    | SyncCrmConnectionNowResponse403
    | SyncCrmConnectionNowResponse404
    | SyncCrmConnectionNowResponse409
    | SyncCrmConnectionNowResponse422
    | SyncCrmConnectionNowResponse429
    | SyncCrmConnectionNowResponse500
    | SyncCrmConnectionNowResponse503
    | None
):
    """Sync a CRM connection now

     Queues an import pass over the CRM's contacts from the start; contacts already here are matched by
    the CRM's id, then by number, never doubled. Progress shows in the connection's counts.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SyncCrmConnectionNowResponse202 | SyncCrmConnectionNowResponse400 | SyncCrmConnectionNowResponse401 | SyncCrmConnectionNowResponse403 | SyncCrmConnectionNowResponse404 | SyncCrmConnectionNowResponse409 | SyncCrmConnectionNowResponse422 | SyncCrmConnectionNowResponse429 | SyncCrmConnectionNowResponse500 | SyncCrmConnectionNowResponse503
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
    SyncCrmConnectionNowResponse202
    | SyncCrmConnectionNowResponse400
    | SyncCrmConnectionNowResponse401
    | SyncCrmConnectionNowResponse403
    | SyncCrmConnectionNowResponse404
    | SyncCrmConnectionNowResponse409
    | SyncCrmConnectionNowResponse422
    | SyncCrmConnectionNowResponse429
    | SyncCrmConnectionNowResponse500
    | SyncCrmConnectionNowResponse503
]:
    """Sync a CRM connection now

     Queues an import pass over the CRM's contacts from the start; contacts already here are matched by
    the CRM's id, then by number, never doubled. Progress shows in the connection's counts.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SyncCrmConnectionNowResponse202 | SyncCrmConnectionNowResponse400 | SyncCrmConnectionNowResponse401 | SyncCrmConnectionNowResponse403 | SyncCrmConnectionNowResponse404 | SyncCrmConnectionNowResponse409 | SyncCrmConnectionNowResponse422 | SyncCrmConnectionNowResponse429 | SyncCrmConnectionNowResponse500 | SyncCrmConnectionNowResponse503]
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
    SyncCrmConnectionNowResponse202
    | SyncCrmConnectionNowResponse400
    | SyncCrmConnectionNowResponse401
    | SyncCrmConnectionNowResponse403
    | SyncCrmConnectionNowResponse404
    | SyncCrmConnectionNowResponse409
    | SyncCrmConnectionNowResponse422
    | SyncCrmConnectionNowResponse429
    | SyncCrmConnectionNowResponse500
    | SyncCrmConnectionNowResponse503
    | None
):
    """Sync a CRM connection now

     Queues an import pass over the CRM's contacts from the start; contacts already here are matched by
    the CRM's id, then by number, never doubled. Progress shows in the connection's counts.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SyncCrmConnectionNowResponse202 | SyncCrmConnectionNowResponse400 | SyncCrmConnectionNowResponse401 | SyncCrmConnectionNowResponse403 | SyncCrmConnectionNowResponse404 | SyncCrmConnectionNowResponse409 | SyncCrmConnectionNowResponse422 | SyncCrmConnectionNowResponse429 | SyncCrmConnectionNowResponse500 | SyncCrmConnectionNowResponse503
    """

    return (
        await asyncio_detailed(
            connection_id=connection_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
