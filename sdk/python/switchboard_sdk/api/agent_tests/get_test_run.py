from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_test_run_response_200 import GetTestRunResponse200
from ...models.get_test_run_response_400 import GetTestRunResponse400
from ...models.get_test_run_response_401 import GetTestRunResponse401
from ...models.get_test_run_response_403 import GetTestRunResponse403
from ...models.get_test_run_response_404 import GetTestRunResponse404
from ...models.get_test_run_response_429 import GetTestRunResponse429
from ...models.get_test_run_response_500 import GetTestRunResponse500
from ...models.get_test_run_response_503 import GetTestRunResponse503
from ...types import Response


def _get_kwargs(
    id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/test-runs/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetTestRunResponse200
    | GetTestRunResponse400
    | GetTestRunResponse401
    | GetTestRunResponse403
    | GetTestRunResponse404
    | GetTestRunResponse429
    | GetTestRunResponse500
    | GetTestRunResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetTestRunResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetTestRunResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetTestRunResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetTestRunResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetTestRunResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = GetTestRunResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = GetTestRunResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = GetTestRunResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetTestRunResponse200
    | GetTestRunResponse400
    | GetTestRunResponse401
    | GetTestRunResponse403
    | GetTestRunResponse404
    | GetTestRunResponse429
    | GetTestRunResponse500
    | GetTestRunResponse503
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
    GetTestRunResponse200
    | GetTestRunResponse400
    | GetTestRunResponse401
    | GetTestRunResponse403
    | GetTestRunResponse404
    | GetTestRunResponse429
    | GetTestRunResponse500
    | GetTestRunResponse503
]:
    """Get a test run

     A run's progress and verdicts: `running`, then `passed`, `failed` (an expectation failed: each
    result says which, in words) or `error` (the model endpoint timed out or refused: `error` says why).
    Each result holds the transcript beside the effects.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetTestRunResponse200 | GetTestRunResponse400 | GetTestRunResponse401 | GetTestRunResponse403 | GetTestRunResponse404 | GetTestRunResponse429 | GetTestRunResponse500 | GetTestRunResponse503]
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
    GetTestRunResponse200
    | GetTestRunResponse400
    | GetTestRunResponse401
    | GetTestRunResponse403
    | GetTestRunResponse404
    | GetTestRunResponse429
    | GetTestRunResponse500
    | GetTestRunResponse503
    | None
):
    """Get a test run

     A run's progress and verdicts: `running`, then `passed`, `failed` (an expectation failed: each
    result says which, in words) or `error` (the model endpoint timed out or refused: `error` says why).
    Each result holds the transcript beside the effects.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetTestRunResponse200 | GetTestRunResponse400 | GetTestRunResponse401 | GetTestRunResponse403 | GetTestRunResponse404 | GetTestRunResponse429 | GetTestRunResponse500 | GetTestRunResponse503
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
    GetTestRunResponse200
    | GetTestRunResponse400
    | GetTestRunResponse401
    | GetTestRunResponse403
    | GetTestRunResponse404
    | GetTestRunResponse429
    | GetTestRunResponse500
    | GetTestRunResponse503
]:
    """Get a test run

     A run's progress and verdicts: `running`, then `passed`, `failed` (an expectation failed: each
    result says which, in words) or `error` (the model endpoint timed out or refused: `error` says why).
    Each result holds the transcript beside the effects.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetTestRunResponse200 | GetTestRunResponse400 | GetTestRunResponse401 | GetTestRunResponse403 | GetTestRunResponse404 | GetTestRunResponse429 | GetTestRunResponse500 | GetTestRunResponse503]
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
    GetTestRunResponse200
    | GetTestRunResponse400
    | GetTestRunResponse401
    | GetTestRunResponse403
    | GetTestRunResponse404
    | GetTestRunResponse429
    | GetTestRunResponse500
    | GetTestRunResponse503
    | None
):
    """Get a test run

     A run's progress and verdicts: `running`, then `passed`, `failed` (an expectation failed: each
    result says which, in words) or `error` (the model endpoint timed out or refused: `error` says why).
    Each result holds the transcript beside the effects.

    Requires the `can_read_agents` permission on the API key.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetTestRunResponse200 | GetTestRunResponse400 | GetTestRunResponse401 | GetTestRunResponse403 | GetTestRunResponse404 | GetTestRunResponse429 | GetTestRunResponse500 | GetTestRunResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
