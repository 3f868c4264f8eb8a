from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.delete_context_variable_definition_response_200 import DeleteContextVariableDefinitionResponse200
from ...models.delete_context_variable_definition_response_400 import DeleteContextVariableDefinitionResponse400
from ...models.delete_context_variable_definition_response_401 import DeleteContextVariableDefinitionResponse401
from ...models.delete_context_variable_definition_response_403 import DeleteContextVariableDefinitionResponse403
from ...models.delete_context_variable_definition_response_404 import DeleteContextVariableDefinitionResponse404
from ...models.delete_context_variable_definition_response_409 import DeleteContextVariableDefinitionResponse409
from ...models.delete_context_variable_definition_response_422 import DeleteContextVariableDefinitionResponse422
from ...models.delete_context_variable_definition_response_429 import DeleteContextVariableDefinitionResponse429
from ...models.delete_context_variable_definition_response_500 import DeleteContextVariableDefinitionResponse500
from ...models.delete_context_variable_definition_response_503 import DeleteContextVariableDefinitionResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    variable_id: int,
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/context-variables/{variable_id}/delete".format(
            variable_id=quote(str(variable_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DeleteContextVariableDefinitionResponse200
    | DeleteContextVariableDefinitionResponse400
    | DeleteContextVariableDefinitionResponse401
    | DeleteContextVariableDefinitionResponse403
    | DeleteContextVariableDefinitionResponse404
    | DeleteContextVariableDefinitionResponse409
    | DeleteContextVariableDefinitionResponse422
    | DeleteContextVariableDefinitionResponse429
    | DeleteContextVariableDefinitionResponse500
    | DeleteContextVariableDefinitionResponse503
    | None
):
    if response.status_code == 200:
        response_200 = DeleteContextVariableDefinitionResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = DeleteContextVariableDefinitionResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DeleteContextVariableDefinitionResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteContextVariableDefinitionResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteContextVariableDefinitionResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = DeleteContextVariableDefinitionResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = DeleteContextVariableDefinitionResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = DeleteContextVariableDefinitionResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = DeleteContextVariableDefinitionResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = DeleteContextVariableDefinitionResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    DeleteContextVariableDefinitionResponse200
    | DeleteContextVariableDefinitionResponse400
    | DeleteContextVariableDefinitionResponse401
    | DeleteContextVariableDefinitionResponse403
    | DeleteContextVariableDefinitionResponse404
    | DeleteContextVariableDefinitionResponse409
    | DeleteContextVariableDefinitionResponse422
    | DeleteContextVariableDefinitionResponse429
    | DeleteContextVariableDefinitionResponse500
    | DeleteContextVariableDefinitionResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    variable_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    DeleteContextVariableDefinitionResponse200
    | DeleteContextVariableDefinitionResponse400
    | DeleteContextVariableDefinitionResponse401
    | DeleteContextVariableDefinitionResponse403
    | DeleteContextVariableDefinitionResponse404
    | DeleteContextVariableDefinitionResponse409
    | DeleteContextVariableDefinitionResponse422
    | DeleteContextVariableDefinitionResponse429
    | DeleteContextVariableDefinitionResponse500
    | DeleteContextVariableDefinitionResponse503
]:
    """Delete a context variable definition

     Values already stored on contacts or the business profile are kept. Owners and admins only: the key
    of a member answers 403 permission_denied whatever its permissions.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        variable_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteContextVariableDefinitionResponse200 | DeleteContextVariableDefinitionResponse400 | DeleteContextVariableDefinitionResponse401 | DeleteContextVariableDefinitionResponse403 | DeleteContextVariableDefinitionResponse404 | DeleteContextVariableDefinitionResponse409 | DeleteContextVariableDefinitionResponse422 | DeleteContextVariableDefinitionResponse429 | DeleteContextVariableDefinitionResponse500 | DeleteContextVariableDefinitionResponse503]
    """

    kwargs = _get_kwargs(
        variable_id=variable_id,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    variable_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    DeleteContextVariableDefinitionResponse200
    | DeleteContextVariableDefinitionResponse400
    | DeleteContextVariableDefinitionResponse401
    | DeleteContextVariableDefinitionResponse403
    | DeleteContextVariableDefinitionResponse404
    | DeleteContextVariableDefinitionResponse409
    | DeleteContextVariableDefinitionResponse422
    | DeleteContextVariableDefinitionResponse429
    | DeleteContextVariableDefinitionResponse500
    | DeleteContextVariableDefinitionResponse503
    | None
):
    """Delete a context variable definition

     Values already stored on contacts or the business profile are kept. Owners and admins only: the key
    of a member answers 403 permission_denied whatever its permissions.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        variable_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteContextVariableDefinitionResponse200 | DeleteContextVariableDefinitionResponse400 | DeleteContextVariableDefinitionResponse401 | DeleteContextVariableDefinitionResponse403 | DeleteContextVariableDefinitionResponse404 | DeleteContextVariableDefinitionResponse409 | DeleteContextVariableDefinitionResponse422 | DeleteContextVariableDefinitionResponse429 | DeleteContextVariableDefinitionResponse500 | DeleteContextVariableDefinitionResponse503
    """

    return sync_detailed(
        variable_id=variable_id,
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    variable_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    DeleteContextVariableDefinitionResponse200
    | DeleteContextVariableDefinitionResponse400
    | DeleteContextVariableDefinitionResponse401
    | DeleteContextVariableDefinitionResponse403
    | DeleteContextVariableDefinitionResponse404
    | DeleteContextVariableDefinitionResponse409
    | DeleteContextVariableDefinitionResponse422
    | DeleteContextVariableDefinitionResponse429
    | DeleteContextVariableDefinitionResponse500
    | DeleteContextVariableDefinitionResponse503
]:
    """Delete a context variable definition

     Values already stored on contacts or the business profile are kept. Owners and admins only: the key
    of a member answers 403 permission_denied whatever its permissions.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        variable_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteContextVariableDefinitionResponse200 | DeleteContextVariableDefinitionResponse400 | DeleteContextVariableDefinitionResponse401 | DeleteContextVariableDefinitionResponse403 | DeleteContextVariableDefinitionResponse404 | DeleteContextVariableDefinitionResponse409 | DeleteContextVariableDefinitionResponse422 | DeleteContextVariableDefinitionResponse429 | DeleteContextVariableDefinitionResponse500 | DeleteContextVariableDefinitionResponse503]
    """

    kwargs = _get_kwargs(
        variable_id=variable_id,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    variable_id: int,
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    DeleteContextVariableDefinitionResponse200
    | DeleteContextVariableDefinitionResponse400
    | DeleteContextVariableDefinitionResponse401
    | DeleteContextVariableDefinitionResponse403
    | DeleteContextVariableDefinitionResponse404
    | DeleteContextVariableDefinitionResponse409
    | DeleteContextVariableDefinitionResponse422
    | DeleteContextVariableDefinitionResponse429
    | DeleteContextVariableDefinitionResponse500
    | DeleteContextVariableDefinitionResponse503
    | None
):
    """Delete a context variable definition

     Values already stored on contacts or the business profile are kept. Owners and admins only: the key
    of a member answers 403 permission_denied whatever its permissions.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        variable_id (int):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteContextVariableDefinitionResponse200 | DeleteContextVariableDefinitionResponse400 | DeleteContextVariableDefinitionResponse401 | DeleteContextVariableDefinitionResponse403 | DeleteContextVariableDefinitionResponse404 | DeleteContextVariableDefinitionResponse409 | DeleteContextVariableDefinitionResponse422 | DeleteContextVariableDefinitionResponse429 | DeleteContextVariableDefinitionResponse500 | DeleteContextVariableDefinitionResponse503
    """

    return (
        await asyncio_detailed(
            variable_id=variable_id,
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
