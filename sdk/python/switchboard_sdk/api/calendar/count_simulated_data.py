from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.count_simulated_data_response_200 import CountSimulatedDataResponse200
from ...models.count_simulated_data_response_401 import CountSimulatedDataResponse401
from ...models.count_simulated_data_response_403 import CountSimulatedDataResponse403
from ...models.count_simulated_data_response_429 import CountSimulatedDataResponse429
from ...models.count_simulated_data_response_500 import CountSimulatedDataResponse500
from ...models.count_simulated_data_response_503 import CountSimulatedDataResponse503
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/simulated-data",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CountSimulatedDataResponse200
    | CountSimulatedDataResponse401
    | CountSimulatedDataResponse403
    | CountSimulatedDataResponse429
    | CountSimulatedDataResponse500
    | CountSimulatedDataResponse503
    | None
):
    if response.status_code == 200:
        response_200 = CountSimulatedDataResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = CountSimulatedDataResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CountSimulatedDataResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = CountSimulatedDataResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = CountSimulatedDataResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = CountSimulatedDataResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CountSimulatedDataResponse200
    | CountSimulatedDataResponse401
    | CountSimulatedDataResponse403
    | CountSimulatedDataResponse429
    | CountSimulatedDataResponse500
    | CountSimulatedDataResponse503
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
) -> Response[
    CountSimulatedDataResponse200
    | CountSimulatedDataResponse401
    | CountSimulatedDataResponse403
    | CountSimulatedDataResponse429
    | CountSimulatedDataResponse500
    | CountSimulatedDataResponse503
]:
    """Count simulated data

     What POST /api/v1/simulated-data/remove would delete: the account's bookings made during simulated
    calls (`simulated: true` on calendar events), and how many simulated calls the account has (kept in
    the call history). Owners and admins only (403 permission_denied otherwise).

    Requires the `can_read_calendar` permission on the API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CountSimulatedDataResponse200 | CountSimulatedDataResponse401 | CountSimulatedDataResponse403 | CountSimulatedDataResponse429 | CountSimulatedDataResponse500 | CountSimulatedDataResponse503]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> (
    CountSimulatedDataResponse200
    | CountSimulatedDataResponse401
    | CountSimulatedDataResponse403
    | CountSimulatedDataResponse429
    | CountSimulatedDataResponse500
    | CountSimulatedDataResponse503
    | None
):
    """Count simulated data

     What POST /api/v1/simulated-data/remove would delete: the account's bookings made during simulated
    calls (`simulated: true` on calendar events), and how many simulated calls the account has (kept in
    the call history). Owners and admins only (403 permission_denied otherwise).

    Requires the `can_read_calendar` permission on the API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CountSimulatedDataResponse200 | CountSimulatedDataResponse401 | CountSimulatedDataResponse403 | CountSimulatedDataResponse429 | CountSimulatedDataResponse500 | CountSimulatedDataResponse503
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    CountSimulatedDataResponse200
    | CountSimulatedDataResponse401
    | CountSimulatedDataResponse403
    | CountSimulatedDataResponse429
    | CountSimulatedDataResponse500
    | CountSimulatedDataResponse503
]:
    """Count simulated data

     What POST /api/v1/simulated-data/remove would delete: the account's bookings made during simulated
    calls (`simulated: true` on calendar events), and how many simulated calls the account has (kept in
    the call history). Owners and admins only (403 permission_denied otherwise).

    Requires the `can_read_calendar` permission on the API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CountSimulatedDataResponse200 | CountSimulatedDataResponse401 | CountSimulatedDataResponse403 | CountSimulatedDataResponse429 | CountSimulatedDataResponse500 | CountSimulatedDataResponse503]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> (
    CountSimulatedDataResponse200
    | CountSimulatedDataResponse401
    | CountSimulatedDataResponse403
    | CountSimulatedDataResponse429
    | CountSimulatedDataResponse500
    | CountSimulatedDataResponse503
    | None
):
    """Count simulated data

     What POST /api/v1/simulated-data/remove would delete: the account's bookings made during simulated
    calls (`simulated: true` on calendar events), and how many simulated calls the account has (kept in
    the call history). Owners and admins only (403 permission_denied otherwise).

    Requires the `can_read_calendar` permission on the API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CountSimulatedDataResponse200 | CountSimulatedDataResponse401 | CountSimulatedDataResponse403 | CountSimulatedDataResponse429 | CountSimulatedDataResponse500 | CountSimulatedDataResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
