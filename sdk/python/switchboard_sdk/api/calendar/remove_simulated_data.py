from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.remove_simulated_data_response_200 import RemoveSimulatedDataResponse200
from ...models.remove_simulated_data_response_400 import RemoveSimulatedDataResponse400
from ...models.remove_simulated_data_response_401 import RemoveSimulatedDataResponse401
from ...models.remove_simulated_data_response_403 import RemoveSimulatedDataResponse403
from ...models.remove_simulated_data_response_409 import RemoveSimulatedDataResponse409
from ...models.remove_simulated_data_response_422 import RemoveSimulatedDataResponse422
from ...models.remove_simulated_data_response_429 import RemoveSimulatedDataResponse429
from ...models.remove_simulated_data_response_500 import RemoveSimulatedDataResponse500
from ...models.remove_simulated_data_response_503 import RemoveSimulatedDataResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/simulated-data/remove",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    RemoveSimulatedDataResponse200
    | RemoveSimulatedDataResponse400
    | RemoveSimulatedDataResponse401
    | RemoveSimulatedDataResponse403
    | RemoveSimulatedDataResponse409
    | RemoveSimulatedDataResponse422
    | RemoveSimulatedDataResponse429
    | RemoveSimulatedDataResponse500
    | RemoveSimulatedDataResponse503
    | None
):
    if response.status_code == 200:
        response_200 = RemoveSimulatedDataResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = RemoveSimulatedDataResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = RemoveSimulatedDataResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RemoveSimulatedDataResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = RemoveSimulatedDataResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = RemoveSimulatedDataResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = RemoveSimulatedDataResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = RemoveSimulatedDataResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = RemoveSimulatedDataResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    RemoveSimulatedDataResponse200
    | RemoveSimulatedDataResponse400
    | RemoveSimulatedDataResponse401
    | RemoveSimulatedDataResponse403
    | RemoveSimulatedDataResponse409
    | RemoveSimulatedDataResponse422
    | RemoveSimulatedDataResponse429
    | RemoveSimulatedDataResponse500
    | RemoveSimulatedDataResponse503
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
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RemoveSimulatedDataResponse200
    | RemoveSimulatedDataResponse400
    | RemoveSimulatedDataResponse401
    | RemoveSimulatedDataResponse403
    | RemoveSimulatedDataResponse409
    | RemoveSimulatedDataResponse422
    | RemoveSimulatedDataResponse429
    | RemoveSimulatedDataResponse500
    | RemoveSimulatedDataResponse503
]:
    """Remove simulated data

     Deletes every calendar event of the account booked during a simulated call (`simulated: true`), and
    nothing else: real bookings, events made by hand and the simulated calls themselves (their charges
    and compliance records refer to them) stay. Each removed event still in the calendar is announced
    with a `calendar.cancelled` webhook first. Owners and admins only (403 permission_denied otherwise).
    Answers how many were removed (0 when there were none).

    Requires the `can_write_calendar` permission on the API key.

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RemoveSimulatedDataResponse200 | RemoveSimulatedDataResponse400 | RemoveSimulatedDataResponse401 | RemoveSimulatedDataResponse403 | RemoveSimulatedDataResponse409 | RemoveSimulatedDataResponse422 | RemoveSimulatedDataResponse429 | RemoveSimulatedDataResponse500 | RemoveSimulatedDataResponse503]
    """

    kwargs = _get_kwargs(
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    RemoveSimulatedDataResponse200
    | RemoveSimulatedDataResponse400
    | RemoveSimulatedDataResponse401
    | RemoveSimulatedDataResponse403
    | RemoveSimulatedDataResponse409
    | RemoveSimulatedDataResponse422
    | RemoveSimulatedDataResponse429
    | RemoveSimulatedDataResponse500
    | RemoveSimulatedDataResponse503
    | None
):
    """Remove simulated data

     Deletes every calendar event of the account booked during a simulated call (`simulated: true`), and
    nothing else: real bookings, events made by hand and the simulated calls themselves (their charges
    and compliance records refer to them) stay. Each removed event still in the calendar is announced
    with a `calendar.cancelled` webhook first. Owners and admins only (403 permission_denied otherwise).
    Answers how many were removed (0 when there were none).

    Requires the `can_write_calendar` permission on the API key.

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RemoveSimulatedDataResponse200 | RemoveSimulatedDataResponse400 | RemoveSimulatedDataResponse401 | RemoveSimulatedDataResponse403 | RemoveSimulatedDataResponse409 | RemoveSimulatedDataResponse422 | RemoveSimulatedDataResponse429 | RemoveSimulatedDataResponse500 | RemoveSimulatedDataResponse503
    """

    return sync_detailed(
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RemoveSimulatedDataResponse200
    | RemoveSimulatedDataResponse400
    | RemoveSimulatedDataResponse401
    | RemoveSimulatedDataResponse403
    | RemoveSimulatedDataResponse409
    | RemoveSimulatedDataResponse422
    | RemoveSimulatedDataResponse429
    | RemoveSimulatedDataResponse500
    | RemoveSimulatedDataResponse503
]:
    """Remove simulated data

     Deletes every calendar event of the account booked during a simulated call (`simulated: true`), and
    nothing else: real bookings, events made by hand and the simulated calls themselves (their charges
    and compliance records refer to them) stay. Each removed event still in the calendar is announced
    with a `calendar.cancelled` webhook first. Owners and admins only (403 permission_denied otherwise).
    Answers how many were removed (0 when there were none).

    Requires the `can_write_calendar` permission on the API key.

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RemoveSimulatedDataResponse200 | RemoveSimulatedDataResponse400 | RemoveSimulatedDataResponse401 | RemoveSimulatedDataResponse403 | RemoveSimulatedDataResponse409 | RemoveSimulatedDataResponse422 | RemoveSimulatedDataResponse429 | RemoveSimulatedDataResponse500 | RemoveSimulatedDataResponse503]
    """

    kwargs = _get_kwargs(
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    RemoveSimulatedDataResponse200
    | RemoveSimulatedDataResponse400
    | RemoveSimulatedDataResponse401
    | RemoveSimulatedDataResponse403
    | RemoveSimulatedDataResponse409
    | RemoveSimulatedDataResponse422
    | RemoveSimulatedDataResponse429
    | RemoveSimulatedDataResponse500
    | RemoveSimulatedDataResponse503
    | None
):
    """Remove simulated data

     Deletes every calendar event of the account booked during a simulated call (`simulated: true`), and
    nothing else: real bookings, events made by hand and the simulated calls themselves (their charges
    and compliance records refer to them) stay. Each removed event still in the calendar is announced
    with a `calendar.cancelled` webhook first. Owners and admins only (403 permission_denied otherwise).
    Answers how many were removed (0 when there were none).

    Requires the `can_write_calendar` permission on the API key.

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RemoveSimulatedDataResponse200 | RemoveSimulatedDataResponse400 | RemoveSimulatedDataResponse401 | RemoveSimulatedDataResponse403 | RemoveSimulatedDataResponse409 | RemoveSimulatedDataResponse422 | RemoveSimulatedDataResponse429 | RemoveSimulatedDataResponse500 | RemoveSimulatedDataResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
