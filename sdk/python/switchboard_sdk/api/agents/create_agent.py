from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_agent_body import CreateAgentBody
from ...models.create_agent_response_201 import CreateAgentResponse201
from ...models.create_agent_response_400 import CreateAgentResponse400
from ...models.create_agent_response_401 import CreateAgentResponse401
from ...models.create_agent_response_403 import CreateAgentResponse403
from ...models.create_agent_response_404 import CreateAgentResponse404
from ...models.create_agent_response_409 import CreateAgentResponse409
from ...models.create_agent_response_413 import CreateAgentResponse413
from ...models.create_agent_response_422 import CreateAgentResponse422
from ...models.create_agent_response_429 import CreateAgentResponse429
from ...models.create_agent_response_500 import CreateAgentResponse500
from ...models.create_agent_response_502 import CreateAgentResponse502
from ...models.create_agent_response_503 import CreateAgentResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateAgentBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/agents/create",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateAgentResponse201
    | CreateAgentResponse400
    | CreateAgentResponse401
    | CreateAgentResponse403
    | CreateAgentResponse404
    | CreateAgentResponse409
    | CreateAgentResponse413
    | CreateAgentResponse422
    | CreateAgentResponse429
    | CreateAgentResponse500
    | CreateAgentResponse502
    | CreateAgentResponse503
    | None
):
    if response.status_code == 201:
        response_201 = CreateAgentResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateAgentResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateAgentResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateAgentResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateAgentResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = CreateAgentResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = CreateAgentResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = CreateAgentResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = CreateAgentResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = CreateAgentResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 502:
        response_502 = CreateAgentResponse502.from_dict(response.json())

        return response_502

    if response.status_code == 503:
        response_503 = CreateAgentResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateAgentResponse201
    | CreateAgentResponse400
    | CreateAgentResponse401
    | CreateAgentResponse403
    | CreateAgentResponse404
    | CreateAgentResponse409
    | CreateAgentResponse413
    | CreateAgentResponse422
    | CreateAgentResponse429
    | CreateAgentResponse500
    | CreateAgentResponse502
    | CreateAgentResponse503
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
    body: CreateAgentBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CreateAgentResponse201
    | CreateAgentResponse400
    | CreateAgentResponse401
    | CreateAgentResponse403
    | CreateAgentResponse404
    | CreateAgentResponse409
    | CreateAgentResponse413
    | CreateAgentResponse422
    | CreateAgentResponse429
    | CreateAgentResponse500
    | CreateAgentResponse502
    | CreateAgentResponse503
]:
    """Create an agent

     Creates an agent in the key's account, owned by the key's user. `tools` is a subset of the 8 in-call
    tools (`check_availability`, `book_appointment`, `reschedule_appointment`, `cancel_appointment`,
    `update_contact`, `opt_out`, `transfer_to_human`, `send_sms`; no repeats); `provider` (`simulator`,
    `vapi`, `retell`) picks the voice provider that carries the agent's calls, by default the server's
    VOICE_PROVIDER; one the server has no credentials for is 400 `validation_error`, and it cannot
    change later. `analysis.extract` names contact context variables of the account. Without
    `assistant_id`, the simulator makes one up and with Vapi the assistant is created at Vapi from these
    fields, its tools and its analysis plan (502 `provider_unavailable` and nothing saved when Vapi
    refuses or cannot be reached). `model` and `voice_id` are among the operator's catalogue
    (AGENT_MODELS, AGENT_VOICES; the enums below). An account has at most MAX_AGENTS_PER_ACCOUNT agents
    that are not archived (409 `agent_limit_reached`). Takes `Idempotency-Key`.

    Requires the `can_write_agents` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CreateAgentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateAgentResponse201 | CreateAgentResponse400 | CreateAgentResponse401 | CreateAgentResponse403 | CreateAgentResponse404 | CreateAgentResponse409 | CreateAgentResponse413 | CreateAgentResponse422 | CreateAgentResponse429 | CreateAgentResponse500 | CreateAgentResponse502 | CreateAgentResponse503]
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
    body: CreateAgentBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CreateAgentResponse201
    | CreateAgentResponse400
    | CreateAgentResponse401
    | CreateAgentResponse403
    | CreateAgentResponse404
    | CreateAgentResponse409
    | CreateAgentResponse413
    | CreateAgentResponse422
    | CreateAgentResponse429
    | CreateAgentResponse500
    | CreateAgentResponse502
    | CreateAgentResponse503
    | None
):
    """Create an agent

     Creates an agent in the key's account, owned by the key's user. `tools` is a subset of the 8 in-call
    tools (`check_availability`, `book_appointment`, `reschedule_appointment`, `cancel_appointment`,
    `update_contact`, `opt_out`, `transfer_to_human`, `send_sms`; no repeats); `provider` (`simulator`,
    `vapi`, `retell`) picks the voice provider that carries the agent's calls, by default the server's
    VOICE_PROVIDER; one the server has no credentials for is 400 `validation_error`, and it cannot
    change later. `analysis.extract` names contact context variables of the account. Without
    `assistant_id`, the simulator makes one up and with Vapi the assistant is created at Vapi from these
    fields, its tools and its analysis plan (502 `provider_unavailable` and nothing saved when Vapi
    refuses or cannot be reached). `model` and `voice_id` are among the operator's catalogue
    (AGENT_MODELS, AGENT_VOICES; the enums below). An account has at most MAX_AGENTS_PER_ACCOUNT agents
    that are not archived (409 `agent_limit_reached`). Takes `Idempotency-Key`.

    Requires the `can_write_agents` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CreateAgentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateAgentResponse201 | CreateAgentResponse400 | CreateAgentResponse401 | CreateAgentResponse403 | CreateAgentResponse404 | CreateAgentResponse409 | CreateAgentResponse413 | CreateAgentResponse422 | CreateAgentResponse429 | CreateAgentResponse500 | CreateAgentResponse502 | CreateAgentResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateAgentBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CreateAgentResponse201
    | CreateAgentResponse400
    | CreateAgentResponse401
    | CreateAgentResponse403
    | CreateAgentResponse404
    | CreateAgentResponse409
    | CreateAgentResponse413
    | CreateAgentResponse422
    | CreateAgentResponse429
    | CreateAgentResponse500
    | CreateAgentResponse502
    | CreateAgentResponse503
]:
    """Create an agent

     Creates an agent in the key's account, owned by the key's user. `tools` is a subset of the 8 in-call
    tools (`check_availability`, `book_appointment`, `reschedule_appointment`, `cancel_appointment`,
    `update_contact`, `opt_out`, `transfer_to_human`, `send_sms`; no repeats); `provider` (`simulator`,
    `vapi`, `retell`) picks the voice provider that carries the agent's calls, by default the server's
    VOICE_PROVIDER; one the server has no credentials for is 400 `validation_error`, and it cannot
    change later. `analysis.extract` names contact context variables of the account. Without
    `assistant_id`, the simulator makes one up and with Vapi the assistant is created at Vapi from these
    fields, its tools and its analysis plan (502 `provider_unavailable` and nothing saved when Vapi
    refuses or cannot be reached). `model` and `voice_id` are among the operator's catalogue
    (AGENT_MODELS, AGENT_VOICES; the enums below). An account has at most MAX_AGENTS_PER_ACCOUNT agents
    that are not archived (409 `agent_limit_reached`). Takes `Idempotency-Key`.

    Requires the `can_write_agents` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CreateAgentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateAgentResponse201 | CreateAgentResponse400 | CreateAgentResponse401 | CreateAgentResponse403 | CreateAgentResponse404 | CreateAgentResponse409 | CreateAgentResponse413 | CreateAgentResponse422 | CreateAgentResponse429 | CreateAgentResponse500 | CreateAgentResponse502 | CreateAgentResponse503]
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
    body: CreateAgentBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CreateAgentResponse201
    | CreateAgentResponse400
    | CreateAgentResponse401
    | CreateAgentResponse403
    | CreateAgentResponse404
    | CreateAgentResponse409
    | CreateAgentResponse413
    | CreateAgentResponse422
    | CreateAgentResponse429
    | CreateAgentResponse500
    | CreateAgentResponse502
    | CreateAgentResponse503
    | None
):
    """Create an agent

     Creates an agent in the key's account, owned by the key's user. `tools` is a subset of the 8 in-call
    tools (`check_availability`, `book_appointment`, `reschedule_appointment`, `cancel_appointment`,
    `update_contact`, `opt_out`, `transfer_to_human`, `send_sms`; no repeats); `provider` (`simulator`,
    `vapi`, `retell`) picks the voice provider that carries the agent's calls, by default the server's
    VOICE_PROVIDER; one the server has no credentials for is 400 `validation_error`, and it cannot
    change later. `analysis.extract` names contact context variables of the account. Without
    `assistant_id`, the simulator makes one up and with Vapi the assistant is created at Vapi from these
    fields, its tools and its analysis plan (502 `provider_unavailable` and nothing saved when Vapi
    refuses or cannot be reached). `model` and `voice_id` are among the operator's catalogue
    (AGENT_MODELS, AGENT_VOICES; the enums below). An account has at most MAX_AGENTS_PER_ACCOUNT agents
    that are not archived (409 `agent_limit_reached`). Takes `Idempotency-Key`.

    Requires the `can_write_agents` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CreateAgentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateAgentResponse201 | CreateAgentResponse400 | CreateAgentResponse401 | CreateAgentResponse403 | CreateAgentResponse404 | CreateAgentResponse409 | CreateAgentResponse413 | CreateAgentResponse422 | CreateAgentResponse429 | CreateAgentResponse500 | CreateAgentResponse502 | CreateAgentResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
