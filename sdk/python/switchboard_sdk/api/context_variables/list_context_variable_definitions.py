from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_context_variable_definitions_context_type import (
    ListContextVariableDefinitionsContextType,
)
from ...models.list_context_variable_definitions_response_200 import ListContextVariableDefinitionsResponse200
from ...models.list_context_variable_definitions_response_400 import ListContextVariableDefinitionsResponse400
from ...models.list_context_variable_definitions_response_401 import ListContextVariableDefinitionsResponse401
from ...models.list_context_variable_definitions_response_403 import ListContextVariableDefinitionsResponse403
from ...models.list_context_variable_definitions_response_429 import ListContextVariableDefinitionsResponse429
from ...models.list_context_variable_definitions_response_500 import ListContextVariableDefinitionsResponse500
from ...models.list_context_variable_definitions_response_503 import ListContextVariableDefinitionsResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    context_type: ListContextVariableDefinitionsContextType | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_context_type: str | Unset = UNSET
    if not isinstance(context_type, Unset):
        json_context_type = context_type

    params["context_type"] = json_context_type

    params["page"] = page

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/context-variables",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListContextVariableDefinitionsResponse200
    | ListContextVariableDefinitionsResponse400
    | ListContextVariableDefinitionsResponse401
    | ListContextVariableDefinitionsResponse403
    | ListContextVariableDefinitionsResponse429
    | ListContextVariableDefinitionsResponse500
    | ListContextVariableDefinitionsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListContextVariableDefinitionsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListContextVariableDefinitionsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListContextVariableDefinitionsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListContextVariableDefinitionsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ListContextVariableDefinitionsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListContextVariableDefinitionsResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListContextVariableDefinitionsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListContextVariableDefinitionsResponse200
    | ListContextVariableDefinitionsResponse400
    | ListContextVariableDefinitionsResponse401
    | ListContextVariableDefinitionsResponse403
    | ListContextVariableDefinitionsResponse429
    | ListContextVariableDefinitionsResponse500
    | ListContextVariableDefinitionsResponse503
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
    context_type: ListContextVariableDefinitionsContextType | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListContextVariableDefinitionsResponse200
    | ListContextVariableDefinitionsResponse400
    | ListContextVariableDefinitionsResponse401
    | ListContextVariableDefinitionsResponse403
    | ListContextVariableDefinitionsResponse429
    | ListContextVariableDefinitionsResponse500
    | ListContextVariableDefinitionsResponse503
]:
    """List context variable definitions

     The system defaults (is_default true) first, then the account's own; `context_type` filters.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        context_type (ListContextVariableDefinitionsContextType | Unset):
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListContextVariableDefinitionsResponse200 | ListContextVariableDefinitionsResponse400 | ListContextVariableDefinitionsResponse401 | ListContextVariableDefinitionsResponse403 | ListContextVariableDefinitionsResponse429 | ListContextVariableDefinitionsResponse500 | ListContextVariableDefinitionsResponse503]
    """

    kwargs = _get_kwargs(
        context_type=context_type,
        page=page,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    context_type: ListContextVariableDefinitionsContextType | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListContextVariableDefinitionsResponse200
    | ListContextVariableDefinitionsResponse400
    | ListContextVariableDefinitionsResponse401
    | ListContextVariableDefinitionsResponse403
    | ListContextVariableDefinitionsResponse429
    | ListContextVariableDefinitionsResponse500
    | ListContextVariableDefinitionsResponse503
    | None
):
    """List context variable definitions

     The system defaults (is_default true) first, then the account's own; `context_type` filters.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        context_type (ListContextVariableDefinitionsContextType | Unset):
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListContextVariableDefinitionsResponse200 | ListContextVariableDefinitionsResponse400 | ListContextVariableDefinitionsResponse401 | ListContextVariableDefinitionsResponse403 | ListContextVariableDefinitionsResponse429 | ListContextVariableDefinitionsResponse500 | ListContextVariableDefinitionsResponse503
    """

    return sync_detailed(
        client=client,
        context_type=context_type,
        page=page,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    context_type: ListContextVariableDefinitionsContextType | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> Response[
    ListContextVariableDefinitionsResponse200
    | ListContextVariableDefinitionsResponse400
    | ListContextVariableDefinitionsResponse401
    | ListContextVariableDefinitionsResponse403
    | ListContextVariableDefinitionsResponse429
    | ListContextVariableDefinitionsResponse500
    | ListContextVariableDefinitionsResponse503
]:
    """List context variable definitions

     The system defaults (is_default true) first, then the account's own; `context_type` filters.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        context_type (ListContextVariableDefinitionsContextType | Unset):
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListContextVariableDefinitionsResponse200 | ListContextVariableDefinitionsResponse400 | ListContextVariableDefinitionsResponse401 | ListContextVariableDefinitionsResponse403 | ListContextVariableDefinitionsResponse429 | ListContextVariableDefinitionsResponse500 | ListContextVariableDefinitionsResponse503]
    """

    kwargs = _get_kwargs(
        context_type=context_type,
        page=page,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    context_type: ListContextVariableDefinitionsContextType | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
) -> (
    ListContextVariableDefinitionsResponse200
    | ListContextVariableDefinitionsResponse400
    | ListContextVariableDefinitionsResponse401
    | ListContextVariableDefinitionsResponse403
    | ListContextVariableDefinitionsResponse429
    | ListContextVariableDefinitionsResponse500
    | ListContextVariableDefinitionsResponse503
    | None
):
    """List context variable definitions

     The system defaults (is_default true) first, then the account's own; `context_type` filters.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        context_type (ListContextVariableDefinitionsContextType | Unset):
        page (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListContextVariableDefinitionsResponse200 | ListContextVariableDefinitionsResponse400 | ListContextVariableDefinitionsResponse401 | ListContextVariableDefinitionsResponse403 | ListContextVariableDefinitionsResponse429 | ListContextVariableDefinitionsResponse500 | ListContextVariableDefinitionsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            context_type=context_type,
            page=page,
            limit=limit,
        )
    ).parsed
