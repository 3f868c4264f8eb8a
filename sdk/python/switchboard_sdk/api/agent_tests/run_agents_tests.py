from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.run_agents_tests_body import RunAgentsTestsBody
from ...models.run_agents_tests_response_202 import RunAgentsTestsResponse202
from ...models.run_agents_tests_response_400 import RunAgentsTestsResponse400
from ...models.run_agents_tests_response_401 import RunAgentsTestsResponse401
from ...models.run_agents_tests_response_403 import RunAgentsTestsResponse403
from ...models.run_agents_tests_response_404 import RunAgentsTestsResponse404
from ...models.run_agents_tests_response_409 import RunAgentsTestsResponse409
from ...models.run_agents_tests_response_413 import RunAgentsTestsResponse413
from ...models.run_agents_tests_response_422 import RunAgentsTestsResponse422
from ...models.run_agents_tests_response_429 import RunAgentsTestsResponse429
from ...models.run_agents_tests_response_500 import RunAgentsTestsResponse500
from ...models.run_agents_tests_response_503 import RunAgentsTestsResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    body: RunAgentsTestsBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/agents/{id}/tests/run".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    RunAgentsTestsResponse202
    | RunAgentsTestsResponse400
    | RunAgentsTestsResponse401
    | RunAgentsTestsResponse403
    | RunAgentsTestsResponse404
    | RunAgentsTestsResponse409
    | RunAgentsTestsResponse413
    | RunAgentsTestsResponse422
    | RunAgentsTestsResponse429
    | RunAgentsTestsResponse500
    | RunAgentsTestsResponse503
    | None
):
    if response.status_code == 202:
        response_202 = RunAgentsTestsResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = RunAgentsTestsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = RunAgentsTestsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RunAgentsTestsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = RunAgentsTestsResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = RunAgentsTestsResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = RunAgentsTestsResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = RunAgentsTestsResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = RunAgentsTestsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = RunAgentsTestsResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = RunAgentsTestsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    RunAgentsTestsResponse202
    | RunAgentsTestsResponse400
    | RunAgentsTestsResponse401
    | RunAgentsTestsResponse403
    | RunAgentsTestsResponse404
    | RunAgentsTestsResponse409
    | RunAgentsTestsResponse413
    | RunAgentsTestsResponse422
    | RunAgentsTestsResponse429
    | RunAgentsTestsResponse500
    | RunAgentsTestsResponse503
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
    body: RunAgentsTestsBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RunAgentsTestsResponse202
    | RunAgentsTestsResponse400
    | RunAgentsTestsResponse401
    | RunAgentsTestsResponse403
    | RunAgentsTestsResponse404
    | RunAgentsTestsResponse409
    | RunAgentsTestsResponse413
    | RunAgentsTestsResponse422
    | RunAgentsTestsResponse429
    | RunAgentsTestsResponse500
    | RunAgentsTestsResponse503
]:
    """Run an agent's tests

     Runs the named tests (default all of the agent's; an id that is not one of the agent's tests answers
    404 not_found) in a durable job and answers the run at once (`running`). Each test is a text
    conversation with the agent's own brain; its tools run for real in a sandbox that is rolled back, so
    nothing a test does remains (no booking, opt-out, consent, event, webhook, message or charge).
    Follow it with GET /api/v1/test-runs/{id}.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (RunAgentsTestsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RunAgentsTestsResponse202 | RunAgentsTestsResponse400 | RunAgentsTestsResponse401 | RunAgentsTestsResponse403 | RunAgentsTestsResponse404 | RunAgentsTestsResponse409 | RunAgentsTestsResponse413 | RunAgentsTestsResponse422 | RunAgentsTestsResponse429 | RunAgentsTestsResponse500 | RunAgentsTestsResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
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
    body: RunAgentsTestsBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    RunAgentsTestsResponse202
    | RunAgentsTestsResponse400
    | RunAgentsTestsResponse401
    | RunAgentsTestsResponse403
    | RunAgentsTestsResponse404
    | RunAgentsTestsResponse409
    | RunAgentsTestsResponse413
    | RunAgentsTestsResponse422
    | RunAgentsTestsResponse429
    | RunAgentsTestsResponse500
    | RunAgentsTestsResponse503
    | None
):
    """Run an agent's tests

     Runs the named tests (default all of the agent's; an id that is not one of the agent's tests answers
    404 not_found) in a durable job and answers the run at once (`running`). Each test is a text
    conversation with the agent's own brain; its tools run for real in a sandbox that is rolled back, so
    nothing a test does remains (no booking, opt-out, consent, event, webhook, message or charge).
    Follow it with GET /api/v1/test-runs/{id}.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (RunAgentsTestsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RunAgentsTestsResponse202 | RunAgentsTestsResponse400 | RunAgentsTestsResponse401 | RunAgentsTestsResponse403 | RunAgentsTestsResponse404 | RunAgentsTestsResponse409 | RunAgentsTestsResponse413 | RunAgentsTestsResponse422 | RunAgentsTestsResponse429 | RunAgentsTestsResponse500 | RunAgentsTestsResponse503
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    body: RunAgentsTestsBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RunAgentsTestsResponse202
    | RunAgentsTestsResponse400
    | RunAgentsTestsResponse401
    | RunAgentsTestsResponse403
    | RunAgentsTestsResponse404
    | RunAgentsTestsResponse409
    | RunAgentsTestsResponse413
    | RunAgentsTestsResponse422
    | RunAgentsTestsResponse429
    | RunAgentsTestsResponse500
    | RunAgentsTestsResponse503
]:
    """Run an agent's tests

     Runs the named tests (default all of the agent's; an id that is not one of the agent's tests answers
    404 not_found) in a durable job and answers the run at once (`running`). Each test is a text
    conversation with the agent's own brain; its tools run for real in a sandbox that is rolled back, so
    nothing a test does remains (no booking, opt-out, consent, event, webhook, message or charge).
    Follow it with GET /api/v1/test-runs/{id}.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (RunAgentsTestsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RunAgentsTestsResponse202 | RunAgentsTestsResponse400 | RunAgentsTestsResponse401 | RunAgentsTestsResponse403 | RunAgentsTestsResponse404 | RunAgentsTestsResponse409 | RunAgentsTestsResponse413 | RunAgentsTestsResponse422 | RunAgentsTestsResponse429 | RunAgentsTestsResponse500 | RunAgentsTestsResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    body: RunAgentsTestsBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    RunAgentsTestsResponse202
    | RunAgentsTestsResponse400
    | RunAgentsTestsResponse401
    | RunAgentsTestsResponse403
    | RunAgentsTestsResponse404
    | RunAgentsTestsResponse409
    | RunAgentsTestsResponse413
    | RunAgentsTestsResponse422
    | RunAgentsTestsResponse429
    | RunAgentsTestsResponse500
    | RunAgentsTestsResponse503
    | None
):
    """Run an agent's tests

     Runs the named tests (default all of the agent's; an id that is not one of the agent's tests answers
    404 not_found) in a durable job and answers the run at once (`running`). Each test is a text
    conversation with the agent's own brain; its tools run for real in a sandbox that is rolled back, so
    nothing a test does remains (no booking, opt-out, consent, event, webhook, message or charge).
    Follow it with GET /api/v1/test-runs/{id}.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (RunAgentsTestsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RunAgentsTestsResponse202 | RunAgentsTestsResponse400 | RunAgentsTestsResponse401 | RunAgentsTestsResponse403 | RunAgentsTestsResponse404 | RunAgentsTestsResponse409 | RunAgentsTestsResponse413 | RunAgentsTestsResponse422 | RunAgentsTestsResponse429 | RunAgentsTestsResponse500 | RunAgentsTestsResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
