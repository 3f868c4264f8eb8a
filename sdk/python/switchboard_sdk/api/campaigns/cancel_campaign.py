from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.cancel_campaign_response_200 import CancelCampaignResponse200
from ...models.cancel_campaign_response_400 import CancelCampaignResponse400
from ...models.cancel_campaign_response_401 import CancelCampaignResponse401
from ...models.cancel_campaign_response_403 import CancelCampaignResponse403
from ...models.cancel_campaign_response_404 import CancelCampaignResponse404
from ...models.cancel_campaign_response_409 import CancelCampaignResponse409
from ...models.cancel_campaign_response_422 import CancelCampaignResponse422
from ...models.cancel_campaign_response_429 import CancelCampaignResponse429
from ...models.cancel_campaign_response_500 import CancelCampaignResponse500
from ...models.cancel_campaign_response_503 import CancelCampaignResponse503
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
        "url": "/api/v1/campaigns/{id}/cancel".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CancelCampaignResponse200
    | CancelCampaignResponse400
    | CancelCampaignResponse401
    | CancelCampaignResponse403
    | CancelCampaignResponse404
    | CancelCampaignResponse409
    | CancelCampaignResponse422
    | CancelCampaignResponse429
    | CancelCampaignResponse500
    | CancelCampaignResponse503
    | None
):
    if response.status_code == 200:
        response_200 = CancelCampaignResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = CancelCampaignResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CancelCampaignResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CancelCampaignResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CancelCampaignResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = CancelCampaignResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = CancelCampaignResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = CancelCampaignResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = CancelCampaignResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = CancelCampaignResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CancelCampaignResponse200
    | CancelCampaignResponse400
    | CancelCampaignResponse401
    | CancelCampaignResponse403
    | CancelCampaignResponse404
    | CancelCampaignResponse409
    | CancelCampaignResponse422
    | CancelCampaignResponse429
    | CancelCampaignResponse500
    | CancelCampaignResponse503
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
    CancelCampaignResponse200
    | CancelCampaignResponse400
    | CancelCampaignResponse401
    | CancelCampaignResponse403
    | CancelCampaignResponse404
    | CancelCampaignResponse409
    | CancelCampaignResponse422
    | CancelCampaignResponse429
    | CancelCampaignResponse500
    | CancelCampaignResponse503
]:
    """Cancel a campaign

     No more dials: calls not yet handed to the provider are canceled and waiting recipients end
    `canceled`; live calls finish. A completed campaign answers 409 campaign_not_cancelable.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CancelCampaignResponse200 | CancelCampaignResponse400 | CancelCampaignResponse401 | CancelCampaignResponse403 | CancelCampaignResponse404 | CancelCampaignResponse409 | CancelCampaignResponse422 | CancelCampaignResponse429 | CancelCampaignResponse500 | CancelCampaignResponse503]
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
    CancelCampaignResponse200
    | CancelCampaignResponse400
    | CancelCampaignResponse401
    | CancelCampaignResponse403
    | CancelCampaignResponse404
    | CancelCampaignResponse409
    | CancelCampaignResponse422
    | CancelCampaignResponse429
    | CancelCampaignResponse500
    | CancelCampaignResponse503
    | None
):
    """Cancel a campaign

     No more dials: calls not yet handed to the provider are canceled and waiting recipients end
    `canceled`; live calls finish. A completed campaign answers 409 campaign_not_cancelable.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CancelCampaignResponse200 | CancelCampaignResponse400 | CancelCampaignResponse401 | CancelCampaignResponse403 | CancelCampaignResponse404 | CancelCampaignResponse409 | CancelCampaignResponse422 | CancelCampaignResponse429 | CancelCampaignResponse500 | CancelCampaignResponse503
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
    CancelCampaignResponse200
    | CancelCampaignResponse400
    | CancelCampaignResponse401
    | CancelCampaignResponse403
    | CancelCampaignResponse404
    | CancelCampaignResponse409
    | CancelCampaignResponse422
    | CancelCampaignResponse429
    | CancelCampaignResponse500
    | CancelCampaignResponse503
]:
    """Cancel a campaign

     No more dials: calls not yet handed to the provider are canceled and waiting recipients end
    `canceled`; live calls finish. A completed campaign answers 409 campaign_not_cancelable.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CancelCampaignResponse200 | CancelCampaignResponse400 | CancelCampaignResponse401 | CancelCampaignResponse403 | CancelCampaignResponse404 | CancelCampaignResponse409 | CancelCampaignResponse422 | CancelCampaignResponse429 | CancelCampaignResponse500 | CancelCampaignResponse503]
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
    CancelCampaignResponse200
    | CancelCampaignResponse400
    | CancelCampaignResponse401
    | CancelCampaignResponse403
    | CancelCampaignResponse404
    | CancelCampaignResponse409
    | CancelCampaignResponse422
    | CancelCampaignResponse429
    | CancelCampaignResponse500
    | CancelCampaignResponse503
    | None
):
    """Cancel a campaign

     No more dials: calls not yet handed to the provider are canceled and waiting recipients end
    `canceled`; live calls finish. A completed campaign answers 409 campaign_not_cancelable.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CancelCampaignResponse200 | CancelCampaignResponse400 | CancelCampaignResponse401 | CancelCampaignResponse403 | CancelCampaignResponse404 | CancelCampaignResponse409 | CancelCampaignResponse422 | CancelCampaignResponse429 | CancelCampaignResponse500 | CancelCampaignResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
