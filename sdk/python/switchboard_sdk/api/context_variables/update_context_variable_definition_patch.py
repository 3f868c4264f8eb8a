from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.update_context_variable_definition_patch_body import UpdateContextVariableDefinitionPatchBody
from ...models.update_context_variable_definition_patch_response_200 import (
    UpdateContextVariableDefinitionPatchResponse200,
)
from ...models.update_context_variable_definition_patch_response_400 import (
    UpdateContextVariableDefinitionPatchResponse400,
)
from ...models.update_context_variable_definition_patch_response_401 import (
    UpdateContextVariableDefinitionPatchResponse401,
)
from ...models.update_context_variable_definition_patch_response_403 import (
    UpdateContextVariableDefinitionPatchResponse403,
)
from ...models.update_context_variable_definition_patch_response_404 import (
    UpdateContextVariableDefinitionPatchResponse404,
)
from ...models.update_context_variable_definition_patch_response_409 import (
    UpdateContextVariableDefinitionPatchResponse409,
)
from ...models.update_context_variable_definition_patch_response_413 import (
    UpdateContextVariableDefinitionPatchResponse413,
)
from ...models.update_context_variable_definition_patch_response_422 import (
    UpdateContextVariableDefinitionPatchResponse422,
)
from ...models.update_context_variable_definition_patch_response_429 import (
    UpdateContextVariableDefinitionPatchResponse429,
)
from ...models.update_context_variable_definition_patch_response_500 import (
    UpdateContextVariableDefinitionPatchResponse500,
)
from ...models.update_context_variable_definition_patch_response_503 import (
    UpdateContextVariableDefinitionPatchResponse503,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    variable_id: int,
    *,
    body: UpdateContextVariableDefinitionPatchBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/context-variables/{variable_id}/update".format(
            variable_id=quote(str(variable_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    UpdateContextVariableDefinitionPatchResponse200
    | UpdateContextVariableDefinitionPatchResponse400
    | UpdateContextVariableDefinitionPatchResponse401
    | UpdateContextVariableDefinitionPatchResponse403
    | UpdateContextVariableDefinitionPatchResponse404
    | UpdateContextVariableDefinitionPatchResponse409
    | UpdateContextVariableDefinitionPatchResponse413
    | UpdateContextVariableDefinitionPatchResponse422
    | UpdateContextVariableDefinitionPatchResponse429
    | UpdateContextVariableDefinitionPatchResponse500
    | UpdateContextVariableDefinitionPatchResponse503
    | None
):
    if response.status_code == 200:
        response_200 = UpdateContextVariableDefinitionPatchResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = UpdateContextVariableDefinitionPatchResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UpdateContextVariableDefinitionPatchResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UpdateContextVariableDefinitionPatchResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UpdateContextVariableDefinitionPatchResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = UpdateContextVariableDefinitionPatchResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = UpdateContextVariableDefinitionPatchResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = UpdateContextVariableDefinitionPatchResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = UpdateContextVariableDefinitionPatchResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = UpdateContextVariableDefinitionPatchResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = UpdateContextVariableDefinitionPatchResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    UpdateContextVariableDefinitionPatchResponse200
    | UpdateContextVariableDefinitionPatchResponse400
    | UpdateContextVariableDefinitionPatchResponse401
    | UpdateContextVariableDefinitionPatchResponse403
    | UpdateContextVariableDefinitionPatchResponse404
    | UpdateContextVariableDefinitionPatchResponse409
    | UpdateContextVariableDefinitionPatchResponse413
    | UpdateContextVariableDefinitionPatchResponse422
    | UpdateContextVariableDefinitionPatchResponse429
    | UpdateContextVariableDefinitionPatchResponse500
    | UpdateContextVariableDefinitionPatchResponse503
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
    body: UpdateContextVariableDefinitionPatchBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    UpdateContextVariableDefinitionPatchResponse200
    | UpdateContextVariableDefinitionPatchResponse400
    | UpdateContextVariableDefinitionPatchResponse401
    | UpdateContextVariableDefinitionPatchResponse403
    | UpdateContextVariableDefinitionPatchResponse404
    | UpdateContextVariableDefinitionPatchResponse409
    | UpdateContextVariableDefinitionPatchResponse413
    | UpdateContextVariableDefinitionPatchResponse422
    | UpdateContextVariableDefinitionPatchResponse429
    | UpdateContextVariableDefinitionPatchResponse500
    | UpdateContextVariableDefinitionPatchResponse503
]:
    """Update a context variable definition

     PUT and PATCH both change only the fields sent (display_name, description, variable_type,
    select_options). name and context_type are immutable: the current value is accepted, another is a
    validation_error. Owners and admins only: the key of a member answers 403 permission_denied whatever
    its permissions.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        variable_id (int):
        idempotency_key (str | Unset):
        body (UpdateContextVariableDefinitionPatchBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateContextVariableDefinitionPatchResponse200 | UpdateContextVariableDefinitionPatchResponse400 | UpdateContextVariableDefinitionPatchResponse401 | UpdateContextVariableDefinitionPatchResponse403 | UpdateContextVariableDefinitionPatchResponse404 | UpdateContextVariableDefinitionPatchResponse409 | UpdateContextVariableDefinitionPatchResponse413 | UpdateContextVariableDefinitionPatchResponse422 | UpdateContextVariableDefinitionPatchResponse429 | UpdateContextVariableDefinitionPatchResponse500 | UpdateContextVariableDefinitionPatchResponse503]
    """

    kwargs = _get_kwargs(
        variable_id=variable_id,
        body=body,
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
    body: UpdateContextVariableDefinitionPatchBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    UpdateContextVariableDefinitionPatchResponse200
    | UpdateContextVariableDefinitionPatchResponse400
    | UpdateContextVariableDefinitionPatchResponse401
    | UpdateContextVariableDefinitionPatchResponse403
    | UpdateContextVariableDefinitionPatchResponse404
    | UpdateContextVariableDefinitionPatchResponse409
    | UpdateContextVariableDefinitionPatchResponse413
    | UpdateContextVariableDefinitionPatchResponse422
    | UpdateContextVariableDefinitionPatchResponse429
    | UpdateContextVariableDefinitionPatchResponse500
    | UpdateContextVariableDefinitionPatchResponse503
    | None
):
    """Update a context variable definition

     PUT and PATCH both change only the fields sent (display_name, description, variable_type,
    select_options). name and context_type are immutable: the current value is accepted, another is a
    validation_error. Owners and admins only: the key of a member answers 403 permission_denied whatever
    its permissions.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        variable_id (int):
        idempotency_key (str | Unset):
        body (UpdateContextVariableDefinitionPatchBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateContextVariableDefinitionPatchResponse200 | UpdateContextVariableDefinitionPatchResponse400 | UpdateContextVariableDefinitionPatchResponse401 | UpdateContextVariableDefinitionPatchResponse403 | UpdateContextVariableDefinitionPatchResponse404 | UpdateContextVariableDefinitionPatchResponse409 | UpdateContextVariableDefinitionPatchResponse413 | UpdateContextVariableDefinitionPatchResponse422 | UpdateContextVariableDefinitionPatchResponse429 | UpdateContextVariableDefinitionPatchResponse500 | UpdateContextVariableDefinitionPatchResponse503
    """

    return sync_detailed(
        variable_id=variable_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    variable_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: UpdateContextVariableDefinitionPatchBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    UpdateContextVariableDefinitionPatchResponse200
    | UpdateContextVariableDefinitionPatchResponse400
    | UpdateContextVariableDefinitionPatchResponse401
    | UpdateContextVariableDefinitionPatchResponse403
    | UpdateContextVariableDefinitionPatchResponse404
    | UpdateContextVariableDefinitionPatchResponse409
    | UpdateContextVariableDefinitionPatchResponse413
    | UpdateContextVariableDefinitionPatchResponse422
    | UpdateContextVariableDefinitionPatchResponse429
    | UpdateContextVariableDefinitionPatchResponse500
    | UpdateContextVariableDefinitionPatchResponse503
]:
    """Update a context variable definition

     PUT and PATCH both change only the fields sent (display_name, description, variable_type,
    select_options). name and context_type are immutable: the current value is accepted, another is a
    validation_error. Owners and admins only: the key of a member answers 403 permission_denied whatever
    its permissions.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        variable_id (int):
        idempotency_key (str | Unset):
        body (UpdateContextVariableDefinitionPatchBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateContextVariableDefinitionPatchResponse200 | UpdateContextVariableDefinitionPatchResponse400 | UpdateContextVariableDefinitionPatchResponse401 | UpdateContextVariableDefinitionPatchResponse403 | UpdateContextVariableDefinitionPatchResponse404 | UpdateContextVariableDefinitionPatchResponse409 | UpdateContextVariableDefinitionPatchResponse413 | UpdateContextVariableDefinitionPatchResponse422 | UpdateContextVariableDefinitionPatchResponse429 | UpdateContextVariableDefinitionPatchResponse500 | UpdateContextVariableDefinitionPatchResponse503]
    """

    kwargs = _get_kwargs(
        variable_id=variable_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    variable_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: UpdateContextVariableDefinitionPatchBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    UpdateContextVariableDefinitionPatchResponse200
    | UpdateContextVariableDefinitionPatchResponse400
    | UpdateContextVariableDefinitionPatchResponse401
    | UpdateContextVariableDefinitionPatchResponse403
    | UpdateContextVariableDefinitionPatchResponse404
    | UpdateContextVariableDefinitionPatchResponse409
    | UpdateContextVariableDefinitionPatchResponse413
    | UpdateContextVariableDefinitionPatchResponse422
    | UpdateContextVariableDefinitionPatchResponse429
    | UpdateContextVariableDefinitionPatchResponse500
    | UpdateContextVariableDefinitionPatchResponse503
    | None
):
    """Update a context variable definition

     PUT and PATCH both change only the fields sent (display_name, description, variable_type,
    select_options). name and context_type are immutable: the current value is accepted, another is a
    validation_error. Owners and admins only: the key of a member answers 403 permission_denied whatever
    its permissions.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        variable_id (int):
        idempotency_key (str | Unset):
        body (UpdateContextVariableDefinitionPatchBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateContextVariableDefinitionPatchResponse200 | UpdateContextVariableDefinitionPatchResponse400 | UpdateContextVariableDefinitionPatchResponse401 | UpdateContextVariableDefinitionPatchResponse403 | UpdateContextVariableDefinitionPatchResponse404 | UpdateContextVariableDefinitionPatchResponse409 | UpdateContextVariableDefinitionPatchResponse413 | UpdateContextVariableDefinitionPatchResponse422 | UpdateContextVariableDefinitionPatchResponse429 | UpdateContextVariableDefinitionPatchResponse500 | UpdateContextVariableDefinitionPatchResponse503
    """

    return (
        await asyncio_detailed(
            variable_id=variable_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
