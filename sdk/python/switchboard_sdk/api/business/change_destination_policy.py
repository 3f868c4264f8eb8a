from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.change_destination_policy_body import ChangeDestinationPolicyBody
from ...models.change_destination_policy_response_200 import ChangeDestinationPolicyResponse200
from ...models.change_destination_policy_response_400 import ChangeDestinationPolicyResponse400
from ...models.change_destination_policy_response_401 import ChangeDestinationPolicyResponse401
from ...models.change_destination_policy_response_403 import ChangeDestinationPolicyResponse403
from ...models.change_destination_policy_response_409 import ChangeDestinationPolicyResponse409
from ...models.change_destination_policy_response_413 import ChangeDestinationPolicyResponse413
from ...models.change_destination_policy_response_422 import ChangeDestinationPolicyResponse422
from ...models.change_destination_policy_response_429 import ChangeDestinationPolicyResponse429
from ...models.change_destination_policy_response_500 import ChangeDestinationPolicyResponse500
from ...models.change_destination_policy_response_503 import ChangeDestinationPolicyResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ChangeDestinationPolicyBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/business/destination-policy",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ChangeDestinationPolicyResponse200
    | ChangeDestinationPolicyResponse400
    | ChangeDestinationPolicyResponse401
    | ChangeDestinationPolicyResponse403
    | ChangeDestinationPolicyResponse409
    | ChangeDestinationPolicyResponse413
    | ChangeDestinationPolicyResponse422
    | ChangeDestinationPolicyResponse429
    | ChangeDestinationPolicyResponse500
    | ChangeDestinationPolicyResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ChangeDestinationPolicyResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ChangeDestinationPolicyResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ChangeDestinationPolicyResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ChangeDestinationPolicyResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = ChangeDestinationPolicyResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ChangeDestinationPolicyResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = ChangeDestinationPolicyResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ChangeDestinationPolicyResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ChangeDestinationPolicyResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ChangeDestinationPolicyResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ChangeDestinationPolicyResponse200
    | ChangeDestinationPolicyResponse400
    | ChangeDestinationPolicyResponse401
    | ChangeDestinationPolicyResponse403
    | ChangeDestinationPolicyResponse409
    | ChangeDestinationPolicyResponse413
    | ChangeDestinationPolicyResponse422
    | ChangeDestinationPolicyResponse429
    | ChangeDestinationPolicyResponse500
    | ChangeDestinationPolicyResponse503
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
    body: ChangeDestinationPolicyBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ChangeDestinationPolicyResponse200
    | ChangeDestinationPolicyResponse400
    | ChangeDestinationPolicyResponse401
    | ChangeDestinationPolicyResponse403
    | ChangeDestinationPolicyResponse409
    | ChangeDestinationPolicyResponse413
    | ChangeDestinationPolicyResponse422
    | ChangeDestinationPolicyResponse429
    | ChangeDestinationPolicyResponse500
    | ChangeDestinationPolicyResponse503
]:
    """Change the destination policy

     Where the account's calls may go, applied by every dial (calls, scheduled calls, retries, campaign
    calls): allowed_countries, among permitted_countries (the account's own country and those the
    operator granted it; default: all of them), and blocked_number_types, which always include
    operator_blocked_number_types (the operator's floor; by default premium_rate, shared_cost, uan,
    personal_number and international_network, the satellite and non-geographic networks such as +881,
    +882, +883), judged with libphonenumber's full type data. A refused number answers 403
    destination_not_allowed when a call is placed, and a waiting call it refuses ends canceled. Only the
    fields sent change, and only to narrow the operator's limits: a country outside permitted_countries,
    or blocked_number_types missing one of operator_blocked_number_types, answers 403
    destination_policy_floor and changes nothing (the operator grants countries with the CLI). Owners
    and admins only (a member's key gets permission_denied).

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (ChangeDestinationPolicyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChangeDestinationPolicyResponse200 | ChangeDestinationPolicyResponse400 | ChangeDestinationPolicyResponse401 | ChangeDestinationPolicyResponse403 | ChangeDestinationPolicyResponse409 | ChangeDestinationPolicyResponse413 | ChangeDestinationPolicyResponse422 | ChangeDestinationPolicyResponse429 | ChangeDestinationPolicyResponse500 | ChangeDestinationPolicyResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: ChangeDestinationPolicyBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    ChangeDestinationPolicyResponse200
    | ChangeDestinationPolicyResponse400
    | ChangeDestinationPolicyResponse401
    | ChangeDestinationPolicyResponse403
    | ChangeDestinationPolicyResponse409
    | ChangeDestinationPolicyResponse413
    | ChangeDestinationPolicyResponse422
    | ChangeDestinationPolicyResponse429
    | ChangeDestinationPolicyResponse500
    | ChangeDestinationPolicyResponse503
    | None
):
    """Change the destination policy

     Where the account's calls may go, applied by every dial (calls, scheduled calls, retries, campaign
    calls): allowed_countries, among permitted_countries (the account's own country and those the
    operator granted it; default: all of them), and blocked_number_types, which always include
    operator_blocked_number_types (the operator's floor; by default premium_rate, shared_cost, uan,
    personal_number and international_network, the satellite and non-geographic networks such as +881,
    +882, +883), judged with libphonenumber's full type data. A refused number answers 403
    destination_not_allowed when a call is placed, and a waiting call it refuses ends canceled. Only the
    fields sent change, and only to narrow the operator's limits: a country outside permitted_countries,
    or blocked_number_types missing one of operator_blocked_number_types, answers 403
    destination_policy_floor and changes nothing (the operator grants countries with the CLI). Owners
    and admins only (a member's key gets permission_denied).

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (ChangeDestinationPolicyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChangeDestinationPolicyResponse200 | ChangeDestinationPolicyResponse400 | ChangeDestinationPolicyResponse401 | ChangeDestinationPolicyResponse403 | ChangeDestinationPolicyResponse409 | ChangeDestinationPolicyResponse413 | ChangeDestinationPolicyResponse422 | ChangeDestinationPolicyResponse429 | ChangeDestinationPolicyResponse500 | ChangeDestinationPolicyResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChangeDestinationPolicyBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ChangeDestinationPolicyResponse200
    | ChangeDestinationPolicyResponse400
    | ChangeDestinationPolicyResponse401
    | ChangeDestinationPolicyResponse403
    | ChangeDestinationPolicyResponse409
    | ChangeDestinationPolicyResponse413
    | ChangeDestinationPolicyResponse422
    | ChangeDestinationPolicyResponse429
    | ChangeDestinationPolicyResponse500
    | ChangeDestinationPolicyResponse503
]:
    """Change the destination policy

     Where the account's calls may go, applied by every dial (calls, scheduled calls, retries, campaign
    calls): allowed_countries, among permitted_countries (the account's own country and those the
    operator granted it; default: all of them), and blocked_number_types, which always include
    operator_blocked_number_types (the operator's floor; by default premium_rate, shared_cost, uan,
    personal_number and international_network, the satellite and non-geographic networks such as +881,
    +882, +883), judged with libphonenumber's full type data. A refused number answers 403
    destination_not_allowed when a call is placed, and a waiting call it refuses ends canceled. Only the
    fields sent change, and only to narrow the operator's limits: a country outside permitted_countries,
    or blocked_number_types missing one of operator_blocked_number_types, answers 403
    destination_policy_floor and changes nothing (the operator grants countries with the CLI). Owners
    and admins only (a member's key gets permission_denied).

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (ChangeDestinationPolicyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChangeDestinationPolicyResponse200 | ChangeDestinationPolicyResponse400 | ChangeDestinationPolicyResponse401 | ChangeDestinationPolicyResponse403 | ChangeDestinationPolicyResponse409 | ChangeDestinationPolicyResponse413 | ChangeDestinationPolicyResponse422 | ChangeDestinationPolicyResponse429 | ChangeDestinationPolicyResponse500 | ChangeDestinationPolicyResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ChangeDestinationPolicyBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    ChangeDestinationPolicyResponse200
    | ChangeDestinationPolicyResponse400
    | ChangeDestinationPolicyResponse401
    | ChangeDestinationPolicyResponse403
    | ChangeDestinationPolicyResponse409
    | ChangeDestinationPolicyResponse413
    | ChangeDestinationPolicyResponse422
    | ChangeDestinationPolicyResponse429
    | ChangeDestinationPolicyResponse500
    | ChangeDestinationPolicyResponse503
    | None
):
    """Change the destination policy

     Where the account's calls may go, applied by every dial (calls, scheduled calls, retries, campaign
    calls): allowed_countries, among permitted_countries (the account's own country and those the
    operator granted it; default: all of them), and blocked_number_types, which always include
    operator_blocked_number_types (the operator's floor; by default premium_rate, shared_cost, uan,
    personal_number and international_network, the satellite and non-geographic networks such as +881,
    +882, +883), judged with libphonenumber's full type data. A refused number answers 403
    destination_not_allowed when a call is placed, and a waiting call it refuses ends canceled. Only the
    fields sent change, and only to narrow the operator's limits: a country outside permitted_countries,
    or blocked_number_types missing one of operator_blocked_number_types, answers 403
    destination_policy_floor and changes nothing (the operator grants countries with the CLI). Owners
    and admins only (a member's key gets permission_denied).

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (ChangeDestinationPolicyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChangeDestinationPolicyResponse200 | ChangeDestinationPolicyResponse400 | ChangeDestinationPolicyResponse401 | ChangeDestinationPolicyResponse403 | ChangeDestinationPolicyResponse409 | ChangeDestinationPolicyResponse413 | ChangeDestinationPolicyResponse422 | ChangeDestinationPolicyResponse429 | ChangeDestinationPolicyResponse500 | ChangeDestinationPolicyResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
