from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.connect_crm_body import ConnectCrmBody
from ...models.connect_crm_response_201 import ConnectCrmResponse201
from ...models.connect_crm_response_400 import ConnectCrmResponse400
from ...models.connect_crm_response_401 import ConnectCrmResponse401
from ...models.connect_crm_response_403 import ConnectCrmResponse403
from ...models.connect_crm_response_409 import ConnectCrmResponse409
from ...models.connect_crm_response_413 import ConnectCrmResponse413
from ...models.connect_crm_response_422 import ConnectCrmResponse422
from ...models.connect_crm_response_429 import ConnectCrmResponse429
from ...models.connect_crm_response_500 import ConnectCrmResponse500
from ...models.connect_crm_response_503 import ConnectCrmResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ConnectCrmBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/integrations/crm",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ConnectCrmResponse201
    | ConnectCrmResponse400
    | ConnectCrmResponse401
    | ConnectCrmResponse403
    | ConnectCrmResponse409
    | ConnectCrmResponse413
    | ConnectCrmResponse422
    | ConnectCrmResponse429
    | ConnectCrmResponse500
    | ConnectCrmResponse503
    | None
):
    if response.status_code == 201:
        response_201 = ConnectCrmResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = ConnectCrmResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ConnectCrmResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ConnectCrmResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = ConnectCrmResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ConnectCrmResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = ConnectCrmResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ConnectCrmResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ConnectCrmResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ConnectCrmResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ConnectCrmResponse201
    | ConnectCrmResponse400
    | ConnectCrmResponse401
    | ConnectCrmResponse403
    | ConnectCrmResponse409
    | ConnectCrmResponse413
    | ConnectCrmResponse422
    | ConnectCrmResponse429
    | ConnectCrmResponse500
    | ConnectCrmResponse503
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
    body: ConnectCrmBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ConnectCrmResponse201
    | ConnectCrmResponse400
    | ConnectCrmResponse401
    | ConnectCrmResponse403
    | ConnectCrmResponse409
    | ConnectCrmResponse413
    | ConnectCrmResponse422
    | ConnectCrmResponse429
    | ConnectCrmResponse500
    | ConnectCrmResponse503
]:
    """Connect a CRM

     HighLevel (`gohighlevel { location_id, token? }`) or HubSpot (`hubspot { token?, portal_id? }`).
    With a token (a private integration or private app token) the connection is `active` and its first
    import is queued; without one it is `pending_authorization` with the `authorization_url` where the
    person grants access (OAuth, valid 10 minutes, once). One connection per CRM per account; owners and
    admins only.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (ConnectCrmBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ConnectCrmResponse201 | ConnectCrmResponse400 | ConnectCrmResponse401 | ConnectCrmResponse403 | ConnectCrmResponse409 | ConnectCrmResponse413 | ConnectCrmResponse422 | ConnectCrmResponse429 | ConnectCrmResponse500 | ConnectCrmResponse503]
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
    body: ConnectCrmBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    ConnectCrmResponse201
    | ConnectCrmResponse400
    | ConnectCrmResponse401
    | ConnectCrmResponse403
    | ConnectCrmResponse409
    | ConnectCrmResponse413
    | ConnectCrmResponse422
    | ConnectCrmResponse429
    | ConnectCrmResponse500
    | ConnectCrmResponse503
    | None
):
    """Connect a CRM

     HighLevel (`gohighlevel { location_id, token? }`) or HubSpot (`hubspot { token?, portal_id? }`).
    With a token (a private integration or private app token) the connection is `active` and its first
    import is queued; without one it is `pending_authorization` with the `authorization_url` where the
    person grants access (OAuth, valid 10 minutes, once). One connection per CRM per account; owners and
    admins only.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (ConnectCrmBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ConnectCrmResponse201 | ConnectCrmResponse400 | ConnectCrmResponse401 | ConnectCrmResponse403 | ConnectCrmResponse409 | ConnectCrmResponse413 | ConnectCrmResponse422 | ConnectCrmResponse429 | ConnectCrmResponse500 | ConnectCrmResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ConnectCrmBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ConnectCrmResponse201
    | ConnectCrmResponse400
    | ConnectCrmResponse401
    | ConnectCrmResponse403
    | ConnectCrmResponse409
    | ConnectCrmResponse413
    | ConnectCrmResponse422
    | ConnectCrmResponse429
    | ConnectCrmResponse500
    | ConnectCrmResponse503
]:
    """Connect a CRM

     HighLevel (`gohighlevel { location_id, token? }`) or HubSpot (`hubspot { token?, portal_id? }`).
    With a token (a private integration or private app token) the connection is `active` and its first
    import is queued; without one it is `pending_authorization` with the `authorization_url` where the
    person grants access (OAuth, valid 10 minutes, once). One connection per CRM per account; owners and
    admins only.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (ConnectCrmBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ConnectCrmResponse201 | ConnectCrmResponse400 | ConnectCrmResponse401 | ConnectCrmResponse403 | ConnectCrmResponse409 | ConnectCrmResponse413 | ConnectCrmResponse422 | ConnectCrmResponse429 | ConnectCrmResponse500 | ConnectCrmResponse503]
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
    body: ConnectCrmBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    ConnectCrmResponse201
    | ConnectCrmResponse400
    | ConnectCrmResponse401
    | ConnectCrmResponse403
    | ConnectCrmResponse409
    | ConnectCrmResponse413
    | ConnectCrmResponse422
    | ConnectCrmResponse429
    | ConnectCrmResponse500
    | ConnectCrmResponse503
    | None
):
    """Connect a CRM

     HighLevel (`gohighlevel { location_id, token? }`) or HubSpot (`hubspot { token?, portal_id? }`).
    With a token (a private integration or private app token) the connection is `active` and its first
    import is queued; without one it is `pending_authorization` with the `authorization_url` where the
    person grants access (OAuth, valid 10 minutes, once). One connection per CRM per account; owners and
    admins only.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (ConnectCrmBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ConnectCrmResponse201 | ConnectCrmResponse400 | ConnectCrmResponse401 | ConnectCrmResponse403 | ConnectCrmResponse409 | ConnectCrmResponse413 | ConnectCrmResponse422 | ConnectCrmResponse429 | ConnectCrmResponse500 | ConnectCrmResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
