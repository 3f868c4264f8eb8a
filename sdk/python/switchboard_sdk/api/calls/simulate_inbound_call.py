from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.simulate_inbound_call_body import SimulateInboundCallBody
from ...models.simulate_inbound_call_response_201 import SimulateInboundCallResponse201
from ...models.simulate_inbound_call_response_400 import SimulateInboundCallResponse400
from ...models.simulate_inbound_call_response_401 import SimulateInboundCallResponse401
from ...models.simulate_inbound_call_response_402 import SimulateInboundCallResponse402
from ...models.simulate_inbound_call_response_403 import SimulateInboundCallResponse403
from ...models.simulate_inbound_call_response_404 import SimulateInboundCallResponse404
from ...models.simulate_inbound_call_response_409 import SimulateInboundCallResponse409
from ...models.simulate_inbound_call_response_413 import SimulateInboundCallResponse413
from ...models.simulate_inbound_call_response_422 import SimulateInboundCallResponse422
from ...models.simulate_inbound_call_response_429 import SimulateInboundCallResponse429
from ...models.simulate_inbound_call_response_500 import SimulateInboundCallResponse500
from ...models.simulate_inbound_call_response_503 import SimulateInboundCallResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SimulateInboundCallBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/calls/simulate-inbound",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    SimulateInboundCallResponse201
    | SimulateInboundCallResponse400
    | SimulateInboundCallResponse401
    | SimulateInboundCallResponse402
    | SimulateInboundCallResponse403
    | SimulateInboundCallResponse404
    | SimulateInboundCallResponse409
    | SimulateInboundCallResponse413
    | SimulateInboundCallResponse422
    | SimulateInboundCallResponse429
    | SimulateInboundCallResponse500
    | SimulateInboundCallResponse503
    | None
):
    if response.status_code == 201:
        response_201 = SimulateInboundCallResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = SimulateInboundCallResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = SimulateInboundCallResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 402:
        response_402 = SimulateInboundCallResponse402.from_dict(response.json())

        return response_402

    if response.status_code == 403:
        response_403 = SimulateInboundCallResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = SimulateInboundCallResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = SimulateInboundCallResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = SimulateInboundCallResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = SimulateInboundCallResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = SimulateInboundCallResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = SimulateInboundCallResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = SimulateInboundCallResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    SimulateInboundCallResponse201
    | SimulateInboundCallResponse400
    | SimulateInboundCallResponse401
    | SimulateInboundCallResponse402
    | SimulateInboundCallResponse403
    | SimulateInboundCallResponse404
    | SimulateInboundCallResponse409
    | SimulateInboundCallResponse413
    | SimulateInboundCallResponse422
    | SimulateInboundCallResponse429
    | SimulateInboundCallResponse500
    | SimulateInboundCallResponse503
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
    body: SimulateInboundCallBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SimulateInboundCallResponse201
    | SimulateInboundCallResponse400
    | SimulateInboundCallResponse401
    | SimulateInboundCallResponse402
    | SimulateInboundCallResponse403
    | SimulateInboundCallResponse404
    | SimulateInboundCallResponse409
    | SimulateInboundCallResponse413
    | SimulateInboundCallResponse422
    | SimulateInboundCallResponse429
    | SimulateInboundCallResponse500
    | SimulateInboundCallResponse503
]:
    r"""Simulate an inbound call

     Exists only while the simulator is the voice provider (otherwise 404 not_found, like any unknown
    path). A caller at `from` calls the number of an inbound agent: the call is recorded like a real
    inbound call (type `inbound`, status `ringing`, the caller's contact found by number or saved as
    \"Unknown caller\" unless the agent says not to, the variables, the hold of its funds) and the
    simulator answers and plays it; its webhooks carry `type: \"inbound\"`. Needs one minute of free
    funds and a free slot under the live-call cap, as a placed call does.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (SimulateInboundCallBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SimulateInboundCallResponse201 | SimulateInboundCallResponse400 | SimulateInboundCallResponse401 | SimulateInboundCallResponse402 | SimulateInboundCallResponse403 | SimulateInboundCallResponse404 | SimulateInboundCallResponse409 | SimulateInboundCallResponse413 | SimulateInboundCallResponse422 | SimulateInboundCallResponse429 | SimulateInboundCallResponse500 | SimulateInboundCallResponse503]
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
    body: SimulateInboundCallBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SimulateInboundCallResponse201
    | SimulateInboundCallResponse400
    | SimulateInboundCallResponse401
    | SimulateInboundCallResponse402
    | SimulateInboundCallResponse403
    | SimulateInboundCallResponse404
    | SimulateInboundCallResponse409
    | SimulateInboundCallResponse413
    | SimulateInboundCallResponse422
    | SimulateInboundCallResponse429
    | SimulateInboundCallResponse500
    | SimulateInboundCallResponse503
    | None
):
    r"""Simulate an inbound call

     Exists only while the simulator is the voice provider (otherwise 404 not_found, like any unknown
    path). A caller at `from` calls the number of an inbound agent: the call is recorded like a real
    inbound call (type `inbound`, status `ringing`, the caller's contact found by number or saved as
    \"Unknown caller\" unless the agent says not to, the variables, the hold of its funds) and the
    simulator answers and plays it; its webhooks carry `type: \"inbound\"`. Needs one minute of free
    funds and a free slot under the live-call cap, as a placed call does.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (SimulateInboundCallBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SimulateInboundCallResponse201 | SimulateInboundCallResponse400 | SimulateInboundCallResponse401 | SimulateInboundCallResponse402 | SimulateInboundCallResponse403 | SimulateInboundCallResponse404 | SimulateInboundCallResponse409 | SimulateInboundCallResponse413 | SimulateInboundCallResponse422 | SimulateInboundCallResponse429 | SimulateInboundCallResponse500 | SimulateInboundCallResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SimulateInboundCallBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SimulateInboundCallResponse201
    | SimulateInboundCallResponse400
    | SimulateInboundCallResponse401
    | SimulateInboundCallResponse402
    | SimulateInboundCallResponse403
    | SimulateInboundCallResponse404
    | SimulateInboundCallResponse409
    | SimulateInboundCallResponse413
    | SimulateInboundCallResponse422
    | SimulateInboundCallResponse429
    | SimulateInboundCallResponse500
    | SimulateInboundCallResponse503
]:
    r"""Simulate an inbound call

     Exists only while the simulator is the voice provider (otherwise 404 not_found, like any unknown
    path). A caller at `from` calls the number of an inbound agent: the call is recorded like a real
    inbound call (type `inbound`, status `ringing`, the caller's contact found by number or saved as
    \"Unknown caller\" unless the agent says not to, the variables, the hold of its funds) and the
    simulator answers and plays it; its webhooks carry `type: \"inbound\"`. Needs one minute of free
    funds and a free slot under the live-call cap, as a placed call does.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (SimulateInboundCallBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SimulateInboundCallResponse201 | SimulateInboundCallResponse400 | SimulateInboundCallResponse401 | SimulateInboundCallResponse402 | SimulateInboundCallResponse403 | SimulateInboundCallResponse404 | SimulateInboundCallResponse409 | SimulateInboundCallResponse413 | SimulateInboundCallResponse422 | SimulateInboundCallResponse429 | SimulateInboundCallResponse500 | SimulateInboundCallResponse503]
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
    body: SimulateInboundCallBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SimulateInboundCallResponse201
    | SimulateInboundCallResponse400
    | SimulateInboundCallResponse401
    | SimulateInboundCallResponse402
    | SimulateInboundCallResponse403
    | SimulateInboundCallResponse404
    | SimulateInboundCallResponse409
    | SimulateInboundCallResponse413
    | SimulateInboundCallResponse422
    | SimulateInboundCallResponse429
    | SimulateInboundCallResponse500
    | SimulateInboundCallResponse503
    | None
):
    r"""Simulate an inbound call

     Exists only while the simulator is the voice provider (otherwise 404 not_found, like any unknown
    path). A caller at `from` calls the number of an inbound agent: the call is recorded like a real
    inbound call (type `inbound`, status `ringing`, the caller's contact found by number or saved as
    \"Unknown caller\" unless the agent says not to, the variables, the hold of its funds) and the
    simulator answers and plays it; its webhooks carry `type: \"inbound\"`. Needs one minute of free
    funds and a free slot under the live-call cap, as a placed call does.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (SimulateInboundCallBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SimulateInboundCallResponse201 | SimulateInboundCallResponse400 | SimulateInboundCallResponse401 | SimulateInboundCallResponse402 | SimulateInboundCallResponse403 | SimulateInboundCallResponse404 | SimulateInboundCallResponse409 | SimulateInboundCallResponse413 | SimulateInboundCallResponse422 | SimulateInboundCallResponse429 | SimulateInboundCallResponse500 | SimulateInboundCallResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
