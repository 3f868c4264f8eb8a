from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_consents_active_type_1 import ListConsentsActiveType1
from ...models.list_consents_response_200 import ListConsentsResponse200
from ...models.list_consents_response_400 import ListConsentsResponse400
from ...models.list_consents_response_401 import ListConsentsResponse401
from ...models.list_consents_response_403 import ListConsentsResponse403
from ...models.list_consents_response_429 import ListConsentsResponse429
from ...models.list_consents_response_500 import ListConsentsResponse500
from ...models.list_consents_response_503 import ListConsentsResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    phone_number: str | Unset = UNSET,
    contact_id: int | Unset = UNSET,
    active: bool | ListConsentsActiveType1 | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["phone_number"] = phone_number

    params["contact_id"] = contact_id

    json_active: bool | str | Unset
    if isinstance(active, Unset):
        json_active = UNSET
    elif isinstance(active, str):
        json_active = active
    else:
        json_active = active
    params["active"] = json_active

    params["page"] = page

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/consents",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListConsentsResponse200
    | ListConsentsResponse400
    | ListConsentsResponse401
    | ListConsentsResponse403
    | ListConsentsResponse429
    | ListConsentsResponse500
    | ListConsentsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListConsentsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListConsentsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListConsentsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListConsentsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ListConsentsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListConsentsResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListConsentsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListConsentsResponse200
    | ListConsentsResponse400
    | ListConsentsResponse401
    | ListConsentsResponse403
    | ListConsentsResponse429
    | ListConsentsResponse500
    | ListConsentsResponse503
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
    phone_number: str | Unset = UNSET,
    contact_id: int | Unset = UNSET,
    active: bool | ListConsentsActiveType1 | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListConsentsResponse200
    | ListConsentsResponse400
    | ListConsentsResponse401
    | ListConsentsResponse403
    | ListConsentsResponse429
    | ListConsentsResponse500
    | ListConsentsResponse503
]:
    """List consents

     The account's consents, newest first. `phone_number` filters by number (any form the account reads,
    compared in E.164); `contact_id` reads the consents recorded for that contact and those of its
    numbers; `active=true` keeps consents neither revoked nor expired, `active=false` the others.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        phone_number (str | Unset): A phone number in E.164 form (`+14155550123`), valid for its
            country by libphonenumber's metadata.
        contact_id (int | Unset):
        active (bool | ListConsentsActiveType1 | Unset):
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListConsentsResponse200 | ListConsentsResponse400 | ListConsentsResponse401 | ListConsentsResponse403 | ListConsentsResponse429 | ListConsentsResponse500 | ListConsentsResponse503]
    """

    kwargs = _get_kwargs(
        phone_number=phone_number,
        contact_id=contact_id,
        active=active,
        page=page,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    phone_number: str | Unset = UNSET,
    contact_id: int | Unset = UNSET,
    active: bool | ListConsentsActiveType1 | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListConsentsResponse200
    | ListConsentsResponse400
    | ListConsentsResponse401
    | ListConsentsResponse403
    | ListConsentsResponse429
    | ListConsentsResponse500
    | ListConsentsResponse503
    | None
):
    """List consents

     The account's consents, newest first. `phone_number` filters by number (any form the account reads,
    compared in E.164); `contact_id` reads the consents recorded for that contact and those of its
    numbers; `active=true` keeps consents neither revoked nor expired, `active=false` the others.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        phone_number (str | Unset): A phone number in E.164 form (`+14155550123`), valid for its
            country by libphonenumber's metadata.
        contact_id (int | Unset):
        active (bool | ListConsentsActiveType1 | Unset):
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListConsentsResponse200 | ListConsentsResponse400 | ListConsentsResponse401 | ListConsentsResponse403 | ListConsentsResponse429 | ListConsentsResponse500 | ListConsentsResponse503
    """

    return sync_detailed(
        client=client,
        phone_number=phone_number,
        contact_id=contact_id,
        active=active,
        page=page,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    phone_number: str | Unset = UNSET,
    contact_id: int | Unset = UNSET,
    active: bool | ListConsentsActiveType1 | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListConsentsResponse200
    | ListConsentsResponse400
    | ListConsentsResponse401
    | ListConsentsResponse403
    | ListConsentsResponse429
    | ListConsentsResponse500
    | ListConsentsResponse503
]:
    """List consents

     The account's consents, newest first. `phone_number` filters by number (any form the account reads,
    compared in E.164); `contact_id` reads the consents recorded for that contact and those of its
    numbers; `active=true` keeps consents neither revoked nor expired, `active=false` the others.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        phone_number (str | Unset): A phone number in E.164 form (`+14155550123`), valid for its
            country by libphonenumber's metadata.
        contact_id (int | Unset):
        active (bool | ListConsentsActiveType1 | Unset):
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListConsentsResponse200 | ListConsentsResponse400 | ListConsentsResponse401 | ListConsentsResponse403 | ListConsentsResponse429 | ListConsentsResponse500 | ListConsentsResponse503]
    """

    kwargs = _get_kwargs(
        phone_number=phone_number,
        contact_id=contact_id,
        active=active,
        page=page,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    phone_number: str | Unset = UNSET,
    contact_id: int | Unset = UNSET,
    active: bool | ListConsentsActiveType1 | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListConsentsResponse200
    | ListConsentsResponse400
    | ListConsentsResponse401
    | ListConsentsResponse403
    | ListConsentsResponse429
    | ListConsentsResponse500
    | ListConsentsResponse503
    | None
):
    """List consents

     The account's consents, newest first. `phone_number` filters by number (any form the account reads,
    compared in E.164); `contact_id` reads the consents recorded for that contact and those of its
    numbers; `active=true` keeps consents neither revoked nor expired, `active=false` the others.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        phone_number (str | Unset): A phone number in E.164 form (`+14155550123`), valid for its
            country by libphonenumber's metadata.
        contact_id (int | Unset):
        active (bool | ListConsentsActiveType1 | Unset):
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListConsentsResponse200 | ListConsentsResponse400 | ListConsentsResponse401 | ListConsentsResponse403 | ListConsentsResponse429 | ListConsentsResponse500 | ListConsentsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            phone_number=phone_number,
            contact_id=contact_id,
            active=active,
            page=page,
            limit=limit,
        )
    ).parsed
