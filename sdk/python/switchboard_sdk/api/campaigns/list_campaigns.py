from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_campaigns_response_200 import ListCampaignsResponse200
from ...models.list_campaigns_response_400 import ListCampaignsResponse400
from ...models.list_campaigns_response_401 import ListCampaignsResponse401
from ...models.list_campaigns_response_403 import ListCampaignsResponse403
from ...models.list_campaigns_response_429 import ListCampaignsResponse429
from ...models.list_campaigns_response_500 import ListCampaignsResponse500
from ...models.list_campaigns_response_503 import ListCampaignsResponse503
from ...models.list_campaigns_status import ListCampaignsStatus
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: ListCampaignsStatus | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status

    params["page"] = page

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/campaigns",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListCampaignsResponse200
    | ListCampaignsResponse400
    | ListCampaignsResponse401
    | ListCampaignsResponse403
    | ListCampaignsResponse429
    | ListCampaignsResponse500
    | ListCampaignsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListCampaignsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListCampaignsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListCampaignsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListCampaignsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ListCampaignsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListCampaignsResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListCampaignsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListCampaignsResponse200
    | ListCampaignsResponse400
    | ListCampaignsResponse401
    | ListCampaignsResponse403
    | ListCampaignsResponse429
    | ListCampaignsResponse500
    | ListCampaignsResponse503
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
    status: ListCampaignsStatus | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListCampaignsResponse200
    | ListCampaignsResponse400
    | ListCampaignsResponse401
    | ListCampaignsResponse403
    | ListCampaignsResponse429
    | ListCampaignsResponse500
    | ListCampaignsResponse503
]:
    """List campaigns

     The campaigns the key's user can see (owners and admins: every one of the account; members: those
    they created and those of agents they can see), newest first, each with its progress; `status`
    filters.

    Requires the `can_read_calls` permission on the API key.

    Args:
        status (ListCampaignsStatus | Unset):
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListCampaignsResponse200 | ListCampaignsResponse400 | ListCampaignsResponse401 | ListCampaignsResponse403 | ListCampaignsResponse429 | ListCampaignsResponse500 | ListCampaignsResponse503]
    """

    kwargs = _get_kwargs(
        status=status,
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
    status: ListCampaignsStatus | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListCampaignsResponse200
    | ListCampaignsResponse400
    | ListCampaignsResponse401
    | ListCampaignsResponse403
    | ListCampaignsResponse429
    | ListCampaignsResponse500
    | ListCampaignsResponse503
    | None
):
    """List campaigns

     The campaigns the key's user can see (owners and admins: every one of the account; members: those
    they created and those of agents they can see), newest first, each with its progress; `status`
    filters.

    Requires the `can_read_calls` permission on the API key.

    Args:
        status (ListCampaignsStatus | Unset):
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListCampaignsResponse200 | ListCampaignsResponse400 | ListCampaignsResponse401 | ListCampaignsResponse403 | ListCampaignsResponse429 | ListCampaignsResponse500 | ListCampaignsResponse503
    """

    return sync_detailed(
        client=client,
        status=status,
        page=page,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListCampaignsStatus | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListCampaignsResponse200
    | ListCampaignsResponse400
    | ListCampaignsResponse401
    | ListCampaignsResponse403
    | ListCampaignsResponse429
    | ListCampaignsResponse500
    | ListCampaignsResponse503
]:
    """List campaigns

     The campaigns the key's user can see (owners and admins: every one of the account; members: those
    they created and those of agents they can see), newest first, each with its progress; `status`
    filters.

    Requires the `can_read_calls` permission on the API key.

    Args:
        status (ListCampaignsStatus | Unset):
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListCampaignsResponse200 | ListCampaignsResponse400 | ListCampaignsResponse401 | ListCampaignsResponse403 | ListCampaignsResponse429 | ListCampaignsResponse500 | ListCampaignsResponse503]
    """

    kwargs = _get_kwargs(
        status=status,
        page=page,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    status: ListCampaignsStatus | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListCampaignsResponse200
    | ListCampaignsResponse400
    | ListCampaignsResponse401
    | ListCampaignsResponse403
    | ListCampaignsResponse429
    | ListCampaignsResponse500
    | ListCampaignsResponse503
    | None
):
    """List campaigns

     The campaigns the key's user can see (owners and admins: every one of the account; members: those
    they created and those of agents they can see), newest first, each with its progress; `status`
    filters.

    Requires the `can_read_calls` permission on the API key.

    Args:
        status (ListCampaignsStatus | Unset):
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListCampaignsResponse200 | ListCampaignsResponse400 | ListCampaignsResponse401 | ListCampaignsResponse403 | ListCampaignsResponse429 | ListCampaignsResponse500 | ListCampaignsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            page=page,
            limit=limit,
        )
    ).parsed
