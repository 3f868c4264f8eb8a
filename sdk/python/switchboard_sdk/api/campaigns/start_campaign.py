from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.start_campaign_confirm_nobody_callable import (
    StartCampaignConfirmNobodyCallable,
)
from ...models.start_campaign_response_200 import StartCampaignResponse200
from ...models.start_campaign_response_400 import StartCampaignResponse400
from ...models.start_campaign_response_401 import StartCampaignResponse401
from ...models.start_campaign_response_403 import StartCampaignResponse403
from ...models.start_campaign_response_404 import StartCampaignResponse404
from ...models.start_campaign_response_409 import StartCampaignResponse409
from ...models.start_campaign_response_422 import StartCampaignResponse422
from ...models.start_campaign_response_429 import StartCampaignResponse429
from ...models.start_campaign_response_500 import StartCampaignResponse500
from ...models.start_campaign_response_503 import StartCampaignResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    confirm_nobody_callable: StartCampaignConfirmNobodyCallable | Unset = "false",
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    params: dict[str, Any] = {}

    json_confirm_nobody_callable: str | Unset = UNSET
    if not isinstance(confirm_nobody_callable, Unset):
        json_confirm_nobody_callable = confirm_nobody_callable

    params["confirm_nobody_callable"] = json_confirm_nobody_callable

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/campaigns/{id}/start".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    StartCampaignResponse200
    | StartCampaignResponse400
    | StartCampaignResponse401
    | StartCampaignResponse403
    | StartCampaignResponse404
    | StartCampaignResponse409
    | StartCampaignResponse422
    | StartCampaignResponse429
    | StartCampaignResponse500
    | StartCampaignResponse503
    | None
):
    if response.status_code == 200:
        response_200 = StartCampaignResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = StartCampaignResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = StartCampaignResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = StartCampaignResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = StartCampaignResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = StartCampaignResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = StartCampaignResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = StartCampaignResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = StartCampaignResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = StartCampaignResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    StartCampaignResponse200
    | StartCampaignResponse400
    | StartCampaignResponse401
    | StartCampaignResponse403
    | StartCampaignResponse404
    | StartCampaignResponse409
    | StartCampaignResponse422
    | StartCampaignResponse429
    | StartCampaignResponse500
    | StartCampaignResponse503
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
    confirm_nobody_callable: StartCampaignConfirmNobodyCallable | Unset = "false",
    idempotency_key: str | Unset = UNSET,
) -> Response[
    StartCampaignResponse200
    | StartCampaignResponse400
    | StartCampaignResponse401
    | StartCampaignResponse403
    | StartCampaignResponse404
    | StartCampaignResponse409
    | StartCampaignResponse422
    | StartCampaignResponse429
    | StartCampaignResponse500
    | StartCampaignResponse503
]:
    """Start a campaign

     A draft resolves its audience once, with its creator’s reach whoever starts it (the contacts its
    creator can see; the starter’s when the creator has left), taking each contact’s primary number
    (numbers on the do-not-call list, contacts without a number and numbers already in the campaign are
    recorded skipped), and runs, or waits `scheduled` until start_at. When every contact would be
    skipped (or there is none), the start is refused with 409 campaign_dials_nobody (the message says
    why and what to do, `skipped` counts the reasons; nothing changes) unless
    `confirm_nobody_callable=true` is sent. A started campaign answers itself; a completed or canceled
    one 409 campaign_not_startable. A campaign the key’s user cannot see is 404 not_found.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        id (int):
        confirm_nobody_callable (StartCampaignConfirmNobodyCallable | Unset):  Default: 'false'.
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[StartCampaignResponse200 | StartCampaignResponse400 | StartCampaignResponse401 | StartCampaignResponse403 | StartCampaignResponse404 | StartCampaignResponse409 | StartCampaignResponse422 | StartCampaignResponse429 | StartCampaignResponse500 | StartCampaignResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        confirm_nobody_callable=confirm_nobody_callable,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    confirm_nobody_callable: StartCampaignConfirmNobodyCallable | Unset = "false",
    idempotency_key: str | Unset = UNSET,
) -> (
    StartCampaignResponse200
    | StartCampaignResponse400
    | StartCampaignResponse401
    | StartCampaignResponse403
    | StartCampaignResponse404
    | StartCampaignResponse409
    | StartCampaignResponse422
    | StartCampaignResponse429
    | StartCampaignResponse500
    | StartCampaignResponse503
    | None
):
    """Start a campaign

     A draft resolves its audience once, with its creator’s reach whoever starts it (the contacts its
    creator can see; the starter’s when the creator has left), taking each contact’s primary number
    (numbers on the do-not-call list, contacts without a number and numbers already in the campaign are
    recorded skipped), and runs, or waits `scheduled` until start_at. When every contact would be
    skipped (or there is none), the start is refused with 409 campaign_dials_nobody (the message says
    why and what to do, `skipped` counts the reasons; nothing changes) unless
    `confirm_nobody_callable=true` is sent. A started campaign answers itself; a completed or canceled
    one 409 campaign_not_startable. A campaign the key’s user cannot see is 404 not_found.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        id (int):
        confirm_nobody_callable (StartCampaignConfirmNobodyCallable | Unset):  Default: 'false'.
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        StartCampaignResponse200 | StartCampaignResponse400 | StartCampaignResponse401 | StartCampaignResponse403 | StartCampaignResponse404 | StartCampaignResponse409 | StartCampaignResponse422 | StartCampaignResponse429 | StartCampaignResponse500 | StartCampaignResponse503
    """

    return sync_detailed(
        id=id,
        client=client,
        confirm_nobody_callable=confirm_nobody_callable,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    confirm_nobody_callable: StartCampaignConfirmNobodyCallable | Unset = "false",
    idempotency_key: str | Unset = UNSET,
) -> Response[
    StartCampaignResponse200
    | StartCampaignResponse400
    | StartCampaignResponse401
    | StartCampaignResponse403
    | StartCampaignResponse404
    | StartCampaignResponse409
    | StartCampaignResponse422
    | StartCampaignResponse429
    | StartCampaignResponse500
    | StartCampaignResponse503
]:
    """Start a campaign

     A draft resolves its audience once, with its creator’s reach whoever starts it (the contacts its
    creator can see; the starter’s when the creator has left), taking each contact’s primary number
    (numbers on the do-not-call list, contacts without a number and numbers already in the campaign are
    recorded skipped), and runs, or waits `scheduled` until start_at. When every contact would be
    skipped (or there is none), the start is refused with 409 campaign_dials_nobody (the message says
    why and what to do, `skipped` counts the reasons; nothing changes) unless
    `confirm_nobody_callable=true` is sent. A started campaign answers itself; a completed or canceled
    one 409 campaign_not_startable. A campaign the key’s user cannot see is 404 not_found.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        id (int):
        confirm_nobody_callable (StartCampaignConfirmNobodyCallable | Unset):  Default: 'false'.
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[StartCampaignResponse200 | StartCampaignResponse400 | StartCampaignResponse401 | StartCampaignResponse403 | StartCampaignResponse404 | StartCampaignResponse409 | StartCampaignResponse422 | StartCampaignResponse429 | StartCampaignResponse500 | StartCampaignResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        confirm_nobody_callable=confirm_nobody_callable,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    confirm_nobody_callable: StartCampaignConfirmNobodyCallable | Unset = "false",
    idempotency_key: str | Unset = UNSET,
) -> (
    StartCampaignResponse200
    | StartCampaignResponse400
    | StartCampaignResponse401
    | StartCampaignResponse403
    | StartCampaignResponse404
    | StartCampaignResponse409
    | StartCampaignResponse422
    | StartCampaignResponse429
    | StartCampaignResponse500
    | StartCampaignResponse503
    | None
):
    """Start a campaign

     A draft resolves its audience once, with its creator’s reach whoever starts it (the contacts its
    creator can see; the starter’s when the creator has left), taking each contact’s primary number
    (numbers on the do-not-call list, contacts without a number and numbers already in the campaign are
    recorded skipped), and runs, or waits `scheduled` until start_at. When every contact would be
    skipped (or there is none), the start is refused with 409 campaign_dials_nobody (the message says
    why and what to do, `skipped` counts the reasons; nothing changes) unless
    `confirm_nobody_callable=true` is sent. A started campaign answers itself; a completed or canceled
    one 409 campaign_not_startable. A campaign the key’s user cannot see is 404 not_found.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        id (int):
        confirm_nobody_callable (StartCampaignConfirmNobodyCallable | Unset):  Default: 'false'.
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        StartCampaignResponse200 | StartCampaignResponse400 | StartCampaignResponse401 | StartCampaignResponse403 | StartCampaignResponse404 | StartCampaignResponse409 | StartCampaignResponse422 | StartCampaignResponse429 | StartCampaignResponse500 | StartCampaignResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            confirm_nobody_callable=confirm_nobody_callable,
            idempotency_key=idempotency_key,
        )
    ).parsed
