from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.add_caller_number_body import AddCallerNumberBody
from ...models.add_caller_number_response_201 import AddCallerNumberResponse201
from ...models.add_caller_number_response_400 import AddCallerNumberResponse400
from ...models.add_caller_number_response_401 import AddCallerNumberResponse401
from ...models.add_caller_number_response_403 import AddCallerNumberResponse403
from ...models.add_caller_number_response_404 import AddCallerNumberResponse404
from ...models.add_caller_number_response_409 import AddCallerNumberResponse409
from ...models.add_caller_number_response_413 import AddCallerNumberResponse413
from ...models.add_caller_number_response_422 import AddCallerNumberResponse422
from ...models.add_caller_number_response_429 import AddCallerNumberResponse429
from ...models.add_caller_number_response_500 import AddCallerNumberResponse500
from ...models.add_caller_number_response_503 import AddCallerNumberResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: AddCallerNumberBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/phone-numbers",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    AddCallerNumberResponse201
    | AddCallerNumberResponse400
    | AddCallerNumberResponse401
    | AddCallerNumberResponse403
    | AddCallerNumberResponse404
    | AddCallerNumberResponse409
    | AddCallerNumberResponse413
    | AddCallerNumberResponse422
    | AddCallerNumberResponse429
    | AddCallerNumberResponse500
    | AddCallerNumberResponse503
    | None
):
    if response.status_code == 201:
        response_201 = AddCallerNumberResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = AddCallerNumberResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = AddCallerNumberResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = AddCallerNumberResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = AddCallerNumberResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = AddCallerNumberResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = AddCallerNumberResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = AddCallerNumberResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = AddCallerNumberResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = AddCallerNumberResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = AddCallerNumberResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    AddCallerNumberResponse201
    | AddCallerNumberResponse400
    | AddCallerNumberResponse401
    | AddCallerNumberResponse403
    | AddCallerNumberResponse404
    | AddCallerNumberResponse409
    | AddCallerNumberResponse413
    | AddCallerNumberResponse422
    | AddCallerNumberResponse429
    | AddCallerNumberResponse500
    | AddCallerNumberResponse503
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
    body: AddCallerNumberBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    AddCallerNumberResponse201
    | AddCallerNumberResponse400
    | AddCallerNumberResponse401
    | AddCallerNumberResponse403
    | AddCallerNumberResponse404
    | AddCallerNumberResponse409
    | AddCallerNumberResponse413
    | AddCallerNumberResponse422
    | AddCallerNumberResponse429
    | AddCallerNumberResponse500
    | AddCallerNumberResponse503
]:
    r"""Add a caller number

     A number the account's agents call from. A campaign call goes out from a number of its agent with
    the callee's area code, else one in the callee's state, else the agent's own number, else another of
    the agent's numbers; never from one that placed `max_calls_per_day` calls today (default 100) or
    that rests (a recipient then waits with `wait_reason: \"caller_numbers_exhausted\"`). With Vapi or
    Retell agents, `provider_phone_number_id` must be one of the account's own provider phone numbers
    (the operator imports them); with the simulator any number goes. A number the account already has
    answers 409 duplicate_phone_number; an agent the key cannot see, 404 agent_not_found.

    Requires the `can_write_agents` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (AddCallerNumberBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AddCallerNumberResponse201 | AddCallerNumberResponse400 | AddCallerNumberResponse401 | AddCallerNumberResponse403 | AddCallerNumberResponse404 | AddCallerNumberResponse409 | AddCallerNumberResponse413 | AddCallerNumberResponse422 | AddCallerNumberResponse429 | AddCallerNumberResponse500 | AddCallerNumberResponse503]
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
    body: AddCallerNumberBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    AddCallerNumberResponse201
    | AddCallerNumberResponse400
    | AddCallerNumberResponse401
    | AddCallerNumberResponse403
    | AddCallerNumberResponse404
    | AddCallerNumberResponse409
    | AddCallerNumberResponse413
    | AddCallerNumberResponse422
    | AddCallerNumberResponse429
    | AddCallerNumberResponse500
    | AddCallerNumberResponse503
    | None
):
    r"""Add a caller number

     A number the account's agents call from. A campaign call goes out from a number of its agent with
    the callee's area code, else one in the callee's state, else the agent's own number, else another of
    the agent's numbers; never from one that placed `max_calls_per_day` calls today (default 100) or
    that rests (a recipient then waits with `wait_reason: \"caller_numbers_exhausted\"`). With Vapi or
    Retell agents, `provider_phone_number_id` must be one of the account's own provider phone numbers
    (the operator imports them); with the simulator any number goes. A number the account already has
    answers 409 duplicate_phone_number; an agent the key cannot see, 404 agent_not_found.

    Requires the `can_write_agents` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (AddCallerNumberBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AddCallerNumberResponse201 | AddCallerNumberResponse400 | AddCallerNumberResponse401 | AddCallerNumberResponse403 | AddCallerNumberResponse404 | AddCallerNumberResponse409 | AddCallerNumberResponse413 | AddCallerNumberResponse422 | AddCallerNumberResponse429 | AddCallerNumberResponse500 | AddCallerNumberResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AddCallerNumberBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    AddCallerNumberResponse201
    | AddCallerNumberResponse400
    | AddCallerNumberResponse401
    | AddCallerNumberResponse403
    | AddCallerNumberResponse404
    | AddCallerNumberResponse409
    | AddCallerNumberResponse413
    | AddCallerNumberResponse422
    | AddCallerNumberResponse429
    | AddCallerNumberResponse500
    | AddCallerNumberResponse503
]:
    r"""Add a caller number

     A number the account's agents call from. A campaign call goes out from a number of its agent with
    the callee's area code, else one in the callee's state, else the agent's own number, else another of
    the agent's numbers; never from one that placed `max_calls_per_day` calls today (default 100) or
    that rests (a recipient then waits with `wait_reason: \"caller_numbers_exhausted\"`). With Vapi or
    Retell agents, `provider_phone_number_id` must be one of the account's own provider phone numbers
    (the operator imports them); with the simulator any number goes. A number the account already has
    answers 409 duplicate_phone_number; an agent the key cannot see, 404 agent_not_found.

    Requires the `can_write_agents` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (AddCallerNumberBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AddCallerNumberResponse201 | AddCallerNumberResponse400 | AddCallerNumberResponse401 | AddCallerNumberResponse403 | AddCallerNumberResponse404 | AddCallerNumberResponse409 | AddCallerNumberResponse413 | AddCallerNumberResponse422 | AddCallerNumberResponse429 | AddCallerNumberResponse500 | AddCallerNumberResponse503]
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
    body: AddCallerNumberBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    AddCallerNumberResponse201
    | AddCallerNumberResponse400
    | AddCallerNumberResponse401
    | AddCallerNumberResponse403
    | AddCallerNumberResponse404
    | AddCallerNumberResponse409
    | AddCallerNumberResponse413
    | AddCallerNumberResponse422
    | AddCallerNumberResponse429
    | AddCallerNumberResponse500
    | AddCallerNumberResponse503
    | None
):
    r"""Add a caller number

     A number the account's agents call from. A campaign call goes out from a number of its agent with
    the callee's area code, else one in the callee's state, else the agent's own number, else another of
    the agent's numbers; never from one that placed `max_calls_per_day` calls today (default 100) or
    that rests (a recipient then waits with `wait_reason: \"caller_numbers_exhausted\"`). With Vapi or
    Retell agents, `provider_phone_number_id` must be one of the account's own provider phone numbers
    (the operator imports them); with the simulator any number goes. A number the account already has
    answers 409 duplicate_phone_number; an agent the key cannot see, 404 agent_not_found.

    Requires the `can_write_agents` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (AddCallerNumberBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AddCallerNumberResponse201 | AddCallerNumberResponse400 | AddCallerNumberResponse401 | AddCallerNumberResponse403 | AddCallerNumberResponse404 | AddCallerNumberResponse409 | AddCallerNumberResponse413 | AddCallerNumberResponse422 | AddCallerNumberResponse429 | AddCallerNumberResponse500 | AddCallerNumberResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
