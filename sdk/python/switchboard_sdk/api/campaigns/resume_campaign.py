from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.resume_campaign_response_200 import ResumeCampaignResponse200
from ...models.resume_campaign_response_400 import ResumeCampaignResponse400
from ...models.resume_campaign_response_401 import ResumeCampaignResponse401
from ...models.resume_campaign_response_403 import ResumeCampaignResponse403
from ...models.resume_campaign_response_404 import ResumeCampaignResponse404
from ...models.resume_campaign_response_409 import ResumeCampaignResponse409
from ...models.resume_campaign_response_422 import ResumeCampaignResponse422
from ...models.resume_campaign_response_429 import ResumeCampaignResponse429
from ...models.resume_campaign_response_500 import ResumeCampaignResponse500
from ...models.resume_campaign_response_503 import ResumeCampaignResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/campaigns/{id}/resume".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ResumeCampaignResponse200
    | ResumeCampaignResponse400
    | ResumeCampaignResponse401
    | ResumeCampaignResponse403
    | ResumeCampaignResponse404
    | ResumeCampaignResponse409
    | ResumeCampaignResponse422
    | ResumeCampaignResponse429
    | ResumeCampaignResponse500
    | ResumeCampaignResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ResumeCampaignResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ResumeCampaignResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ResumeCampaignResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ResumeCampaignResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ResumeCampaignResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ResumeCampaignResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = ResumeCampaignResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ResumeCampaignResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ResumeCampaignResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ResumeCampaignResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ResumeCampaignResponse200
    | ResumeCampaignResponse400
    | ResumeCampaignResponse401
    | ResumeCampaignResponse403
    | ResumeCampaignResponse404
    | ResumeCampaignResponse409
    | ResumeCampaignResponse422
    | ResumeCampaignResponse429
    | ResumeCampaignResponse500
    | ResumeCampaignResponse503
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
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ResumeCampaignResponse200
    | ResumeCampaignResponse400
    | ResumeCampaignResponse401
    | ResumeCampaignResponse403
    | ResumeCampaignResponse404
    | ResumeCampaignResponse409
    | ResumeCampaignResponse422
    | ResumeCampaignResponse429
    | ResumeCampaignResponse500
    | ResumeCampaignResponse503
]:
    """Resume a campaign

     A paused campaign (by a user, or for insufficient funds after a top-up) runs again. Any other status
    but running answers 409 campaign_not_resumable.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ResumeCampaignResponse200 | ResumeCampaignResponse400 | ResumeCampaignResponse401 | ResumeCampaignResponse403 | ResumeCampaignResponse404 | ResumeCampaignResponse409 | ResumeCampaignResponse422 | ResumeCampaignResponse429 | ResumeCampaignResponse500 | ResumeCampaignResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
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
    idempotency_key: str | Unset = UNSET,
) -> (
    ResumeCampaignResponse200
    | ResumeCampaignResponse400
    | ResumeCampaignResponse401
    | ResumeCampaignResponse403
    | ResumeCampaignResponse404
    | ResumeCampaignResponse409
    | ResumeCampaignResponse422
    | ResumeCampaignResponse429
    | ResumeCampaignResponse500
    | ResumeCampaignResponse503
    | None
):
    """Resume a campaign

     A paused campaign (by a user, or for insufficient funds after a top-up) runs again. Any other status
    but running answers 409 campaign_not_resumable.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ResumeCampaignResponse200 | ResumeCampaignResponse400 | ResumeCampaignResponse401 | ResumeCampaignResponse403 | ResumeCampaignResponse404 | ResumeCampaignResponse409 | ResumeCampaignResponse422 | ResumeCampaignResponse429 | ResumeCampaignResponse500 | ResumeCampaignResponse503
    """

    return sync_detailed(
        id=id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ResumeCampaignResponse200
    | ResumeCampaignResponse400
    | ResumeCampaignResponse401
    | ResumeCampaignResponse403
    | ResumeCampaignResponse404
    | ResumeCampaignResponse409
    | ResumeCampaignResponse422
    | ResumeCampaignResponse429
    | ResumeCampaignResponse500
    | ResumeCampaignResponse503
]:
    """Resume a campaign

     A paused campaign (by a user, or for insufficient funds after a top-up) runs again. Any other status
    but running answers 409 campaign_not_resumable.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ResumeCampaignResponse200 | ResumeCampaignResponse400 | ResumeCampaignResponse401 | ResumeCampaignResponse403 | ResumeCampaignResponse404 | ResumeCampaignResponse409 | ResumeCampaignResponse422 | ResumeCampaignResponse429 | ResumeCampaignResponse500 | ResumeCampaignResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    ResumeCampaignResponse200
    | ResumeCampaignResponse400
    | ResumeCampaignResponse401
    | ResumeCampaignResponse403
    | ResumeCampaignResponse404
    | ResumeCampaignResponse409
    | ResumeCampaignResponse422
    | ResumeCampaignResponse429
    | ResumeCampaignResponse500
    | ResumeCampaignResponse503
    | None
):
    """Resume a campaign

     A paused campaign (by a user, or for insufficient funds after a top-up) runs again. Any other status
    but running answers 409 campaign_not_resumable.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ResumeCampaignResponse200 | ResumeCampaignResponse400 | ResumeCampaignResponse401 | ResumeCampaignResponse403 | ResumeCampaignResponse404 | ResumeCampaignResponse409 | ResumeCampaignResponse422 | ResumeCampaignResponse429 | ResumeCampaignResponse500 | ResumeCampaignResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
