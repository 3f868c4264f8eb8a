from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_campaigns_recipients_response_200 import ListCampaignsRecipientsResponse200
from ...models.list_campaigns_recipients_response_400 import ListCampaignsRecipientsResponse400
from ...models.list_campaigns_recipients_response_401 import ListCampaignsRecipientsResponse401
from ...models.list_campaigns_recipients_response_403 import ListCampaignsRecipientsResponse403
from ...models.list_campaigns_recipients_response_404 import ListCampaignsRecipientsResponse404
from ...models.list_campaigns_recipients_response_429 import ListCampaignsRecipientsResponse429
from ...models.list_campaigns_recipients_response_500 import ListCampaignsRecipientsResponse500
from ...models.list_campaigns_recipients_response_503 import ListCampaignsRecipientsResponse503
from ...models.list_campaigns_recipients_status import (
    ListCampaignsRecipientsStatus,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    status: ListCampaignsRecipientsStatus | Unset = UNSET,
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
        "url": "/api/v1/campaigns/{id}/recipients".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListCampaignsRecipientsResponse200
    | ListCampaignsRecipientsResponse400
    | ListCampaignsRecipientsResponse401
    | ListCampaignsRecipientsResponse403
    | ListCampaignsRecipientsResponse404
    | ListCampaignsRecipientsResponse429
    | ListCampaignsRecipientsResponse500
    | ListCampaignsRecipientsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListCampaignsRecipientsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListCampaignsRecipientsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListCampaignsRecipientsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListCampaignsRecipientsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ListCampaignsRecipientsResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = ListCampaignsRecipientsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListCampaignsRecipientsResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListCampaignsRecipientsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListCampaignsRecipientsResponse200
    | ListCampaignsRecipientsResponse400
    | ListCampaignsRecipientsResponse401
    | ListCampaignsRecipientsResponse403
    | ListCampaignsRecipientsResponse404
    | ListCampaignsRecipientsResponse429
    | ListCampaignsRecipientsResponse500
    | ListCampaignsRecipientsResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    status: ListCampaignsRecipientsStatus | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListCampaignsRecipientsResponse200
    | ListCampaignsRecipientsResponse400
    | ListCampaignsRecipientsResponse401
    | ListCampaignsRecipientsResponse403
    | ListCampaignsRecipientsResponse404
    | ListCampaignsRecipientsResponse429
    | ListCampaignsRecipientsResponse500
    | ListCampaignsRecipientsResponse503
]:
    """List a campaign's recipients

     Recipients in audience order with their outcome, attempts, last call and next attempt; `status`
    filters.

    Requires the `can_read_calls` permission on the API key.

    Args:
        id (int):
        status (ListCampaignsRecipientsStatus | Unset):
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListCampaignsRecipientsResponse200 | ListCampaignsRecipientsResponse400 | ListCampaignsRecipientsResponse401 | ListCampaignsRecipientsResponse403 | ListCampaignsRecipientsResponse404 | ListCampaignsRecipientsResponse429 | ListCampaignsRecipientsResponse500 | ListCampaignsRecipientsResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        status=status,
        page=page,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    status: ListCampaignsRecipientsStatus | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListCampaignsRecipientsResponse200
    | ListCampaignsRecipientsResponse400
    | ListCampaignsRecipientsResponse401
    | ListCampaignsRecipientsResponse403
    | ListCampaignsRecipientsResponse404
    | ListCampaignsRecipientsResponse429
    | ListCampaignsRecipientsResponse500
    | ListCampaignsRecipientsResponse503
    | None
):
    """List a campaign's recipients

     Recipients in audience order with their outcome, attempts, last call and next attempt; `status`
    filters.

    Requires the `can_read_calls` permission on the API key.

    Args:
        id (int):
        status (ListCampaignsRecipientsStatus | Unset):
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListCampaignsRecipientsResponse200 | ListCampaignsRecipientsResponse400 | ListCampaignsRecipientsResponse401 | ListCampaignsRecipientsResponse403 | ListCampaignsRecipientsResponse404 | ListCampaignsRecipientsResponse429 | ListCampaignsRecipientsResponse500 | ListCampaignsRecipientsResponse503
    """

    return sync_detailed(
        id=id,
        client=client,
        status=status,
        page=page,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    status: ListCampaignsRecipientsStatus | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListCampaignsRecipientsResponse200
    | ListCampaignsRecipientsResponse400
    | ListCampaignsRecipientsResponse401
    | ListCampaignsRecipientsResponse403
    | ListCampaignsRecipientsResponse404
    | ListCampaignsRecipientsResponse429
    | ListCampaignsRecipientsResponse500
    | ListCampaignsRecipientsResponse503
]:
    """List a campaign's recipients

     Recipients in audience order with their outcome, attempts, last call and next attempt; `status`
    filters.

    Requires the `can_read_calls` permission on the API key.

    Args:
        id (int):
        status (ListCampaignsRecipientsStatus | Unset):
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListCampaignsRecipientsResponse200 | ListCampaignsRecipientsResponse400 | ListCampaignsRecipientsResponse401 | ListCampaignsRecipientsResponse403 | ListCampaignsRecipientsResponse404 | ListCampaignsRecipientsResponse429 | ListCampaignsRecipientsResponse500 | ListCampaignsRecipientsResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        status=status,
        page=page,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    status: ListCampaignsRecipientsStatus | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListCampaignsRecipientsResponse200
    | ListCampaignsRecipientsResponse400
    | ListCampaignsRecipientsResponse401
    | ListCampaignsRecipientsResponse403
    | ListCampaignsRecipientsResponse404
    | ListCampaignsRecipientsResponse429
    | ListCampaignsRecipientsResponse500
    | ListCampaignsRecipientsResponse503
    | None
):
    """List a campaign's recipients

     Recipients in audience order with their outcome, attempts, last call and next attempt; `status`
    filters.

    Requires the `can_read_calls` permission on the API key.

    Args:
        id (int):
        status (ListCampaignsRecipientsStatus | Unset):
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListCampaignsRecipientsResponse200 | ListCampaignsRecipientsResponse400 | ListCampaignsRecipientsResponse401 | ListCampaignsRecipientsResponse403 | ListCampaignsRecipientsResponse404 | ListCampaignsRecipientsResponse429 | ListCampaignsRecipientsResponse500 | ListCampaignsRecipientsResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            status=status,
            page=page,
            limit=limit,
        )
    ).parsed
