from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_destination_policy_response_200 import GetDestinationPolicyResponse200
from ...models.get_destination_policy_response_401 import GetDestinationPolicyResponse401
from ...models.get_destination_policy_response_403 import GetDestinationPolicyResponse403
from ...models.get_destination_policy_response_429 import GetDestinationPolicyResponse429
from ...models.get_destination_policy_response_500 import GetDestinationPolicyResponse500
from ...models.get_destination_policy_response_503 import GetDestinationPolicyResponse503
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/business/destination-policy",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetDestinationPolicyResponse200
    | GetDestinationPolicyResponse401
    | GetDestinationPolicyResponse403
    | GetDestinationPolicyResponse429
    | GetDestinationPolicyResponse500
    | GetDestinationPolicyResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetDestinationPolicyResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetDestinationPolicyResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetDestinationPolicyResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = GetDestinationPolicyResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = GetDestinationPolicyResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = GetDestinationPolicyResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetDestinationPolicyResponse200
    | GetDestinationPolicyResponse401
    | GetDestinationPolicyResponse403
    | GetDestinationPolicyResponse429
    | GetDestinationPolicyResponse500
    | GetDestinationPolicyResponse503
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
    GetDestinationPolicyResponse200
    | GetDestinationPolicyResponse401
    | GetDestinationPolicyResponse403
    | GetDestinationPolicyResponse429
    | GetDestinationPolicyResponse500
    | GetDestinationPolicyResponse503
]:
    """Get the destination policy

     Where the account's calls may go, applied by every dial (calls, scheduled calls, retries, campaign
    calls): allowed_countries, among permitted_countries (the account's own country and those the
    operator granted it; default: all of them), and blocked_number_types, which always include
    operator_blocked_number_types (the operator's floor; by default premium_rate, shared_cost, uan,
    personal_number and international_network, the satellite and non-geographic networks such as +881,
    +882, +883), judged with libphonenumber's full type data. A refused number answers 403
    destination_not_allowed when a call is placed, and a waiting call it refuses ends canceled.

    Requires the `can_read_calls` permission on the API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetDestinationPolicyResponse200 | GetDestinationPolicyResponse401 | GetDestinationPolicyResponse403 | GetDestinationPolicyResponse429 | GetDestinationPolicyResponse500 | GetDestinationPolicyResponse503]
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
    GetDestinationPolicyResponse200
    | GetDestinationPolicyResponse401
    | GetDestinationPolicyResponse403
    | GetDestinationPolicyResponse429
    | GetDestinationPolicyResponse500
    | GetDestinationPolicyResponse503
    | None
):
    """Get the destination policy

     Where the account's calls may go, applied by every dial (calls, scheduled calls, retries, campaign
    calls): allowed_countries, among permitted_countries (the account's own country and those the
    operator granted it; default: all of them), and blocked_number_types, which always include
    operator_blocked_number_types (the operator's floor; by default premium_rate, shared_cost, uan,
    personal_number and international_network, the satellite and non-geographic networks such as +881,
    +882, +883), judged with libphonenumber's full type data. A refused number answers 403
    destination_not_allowed when a call is placed, and a waiting call it refuses ends canceled.

    Requires the `can_read_calls` permission on the API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetDestinationPolicyResponse200 | GetDestinationPolicyResponse401 | GetDestinationPolicyResponse403 | GetDestinationPolicyResponse429 | GetDestinationPolicyResponse500 | GetDestinationPolicyResponse503
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    GetDestinationPolicyResponse200
    | GetDestinationPolicyResponse401
    | GetDestinationPolicyResponse403
    | GetDestinationPolicyResponse429
    | GetDestinationPolicyResponse500
    | GetDestinationPolicyResponse503
]:
    """Get the destination policy

     Where the account's calls may go, applied by every dial (calls, scheduled calls, retries, campaign
    calls): allowed_countries, among permitted_countries (the account's own country and those the
    operator granted it; default: all of them), and blocked_number_types, which always include
    operator_blocked_number_types (the operator's floor; by default premium_rate, shared_cost, uan,
    personal_number and international_network, the satellite and non-geographic networks such as +881,
    +882, +883), judged with libphonenumber's full type data. A refused number answers 403
    destination_not_allowed when a call is placed, and a waiting call it refuses ends canceled.

    Requires the `can_read_calls` permission on the API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetDestinationPolicyResponse200 | GetDestinationPolicyResponse401 | GetDestinationPolicyResponse403 | GetDestinationPolicyResponse429 | GetDestinationPolicyResponse500 | GetDestinationPolicyResponse503]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> (
    GetDestinationPolicyResponse200
    | GetDestinationPolicyResponse401
    | GetDestinationPolicyResponse403
    | GetDestinationPolicyResponse429
    | GetDestinationPolicyResponse500
    | GetDestinationPolicyResponse503
    | None
):
    """Get the destination policy

     Where the account's calls may go, applied by every dial (calls, scheduled calls, retries, campaign
    calls): allowed_countries, among permitted_countries (the account's own country and those the
    operator granted it; default: all of them), and blocked_number_types, which always include
    operator_blocked_number_types (the operator's floor; by default premium_rate, shared_cost, uan,
    personal_number and international_network, the satellite and non-geographic networks such as +881,
    +882, +883), judged with libphonenumber's full type data. A refused number answers 403
    destination_not_allowed when a call is placed, and a waiting call it refuses ends canceled.

    Requires the `can_read_calls` permission on the API key.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetDestinationPolicyResponse200 | GetDestinationPolicyResponse401 | GetDestinationPolicyResponse403 | GetDestinationPolicyResponse429 | GetDestinationPolicyResponse500 | GetDestinationPolicyResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
