from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.consent_3 import Consent3
from ...models.get_consent_response_400 import GetConsentResponse400
from ...models.get_consent_response_401 import GetConsentResponse401
from ...models.get_consent_response_403 import GetConsentResponse403
from ...models.get_consent_response_404 import GetConsentResponse404
from ...models.get_consent_response_429 import GetConsentResponse429
from ...models.get_consent_response_500 import GetConsentResponse500
from ...models.get_consent_response_503 import GetConsentResponse503
from ...types import Response


def _get_kwargs(
    id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/consents/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Consent3
    | GetConsentResponse400
    | GetConsentResponse401
    | GetConsentResponse403
    | GetConsentResponse404
    | GetConsentResponse429
    | GetConsentResponse500
    | GetConsentResponse503
    | None
):
    if response.status_code == 200:
        response_200 = Consent3.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetConsentResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetConsentResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetConsentResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetConsentResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = GetConsentResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = GetConsentResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = GetConsentResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Consent3
    | GetConsentResponse400
    | GetConsentResponse401
    | GetConsentResponse403
    | GetConsentResponse404
    | GetConsentResponse429
    | GetConsentResponse500
    | GetConsentResponse503
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
) -> Response[
    Consent3
    | GetConsentResponse400
    | GetConsentResponse401
    | GetConsentResponse403
    | GetConsentResponse404
    | GetConsentResponse429
    | GetConsentResponse500
    | GetConsentResponse503
]:
    """Get a consent

     One consent of the account, revoked or not.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Consent3 | GetConsentResponse400 | GetConsentResponse401 | GetConsentResponse403 | GetConsentResponse404 | GetConsentResponse429 | GetConsentResponse500 | GetConsentResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient | Client,
) -> (
    Consent3
    | GetConsentResponse400
    | GetConsentResponse401
    | GetConsentResponse403
    | GetConsentResponse404
    | GetConsentResponse429
    | GetConsentResponse500
    | GetConsentResponse503
    | None
):
    """Get a consent

     One consent of the account, revoked or not.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Consent3 | GetConsentResponse400 | GetConsentResponse401 | GetConsentResponse403 | GetConsentResponse404 | GetConsentResponse429 | GetConsentResponse500 | GetConsentResponse503
    """

    return sync_detailed(
        id=id,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    Consent3
    | GetConsentResponse400
    | GetConsentResponse401
    | GetConsentResponse403
    | GetConsentResponse404
    | GetConsentResponse429
    | GetConsentResponse500
    | GetConsentResponse503
]:
    """Get a consent

     One consent of the account, revoked or not.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Consent3 | GetConsentResponse400 | GetConsentResponse401 | GetConsentResponse403 | GetConsentResponse404 | GetConsentResponse429 | GetConsentResponse500 | GetConsentResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient | Client,
) -> (
    Consent3
    | GetConsentResponse400
    | GetConsentResponse401
    | GetConsentResponse403
    | GetConsentResponse404
    | GetConsentResponse429
    | GetConsentResponse500
    | GetConsentResponse503
    | None
):
    """Get a consent

     One consent of the account, revoked or not.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Consent3 | GetConsentResponse400 | GetConsentResponse401 | GetConsentResponse403 | GetConsentResponse404 | GetConsentResponse429 | GetConsentResponse500 | GetConsentResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
