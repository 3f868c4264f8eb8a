from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.change_crm_connection_body import ChangeCrmConnectionBody
from ...models.change_crm_connection_response_200 import ChangeCrmConnectionResponse200
from ...models.change_crm_connection_response_400 import ChangeCrmConnectionResponse400
from ...models.change_crm_connection_response_401 import ChangeCrmConnectionResponse401
from ...models.change_crm_connection_response_403 import ChangeCrmConnectionResponse403
from ...models.change_crm_connection_response_404 import ChangeCrmConnectionResponse404
from ...models.change_crm_connection_response_409 import ChangeCrmConnectionResponse409
from ...models.change_crm_connection_response_413 import ChangeCrmConnectionResponse413
from ...models.change_crm_connection_response_422 import ChangeCrmConnectionResponse422
from ...models.change_crm_connection_response_429 import ChangeCrmConnectionResponse429
from ...models.change_crm_connection_response_500 import ChangeCrmConnectionResponse500
from ...models.change_crm_connection_response_503 import ChangeCrmConnectionResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    connection_id: int,
    *,
    body: ChangeCrmConnectionBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/integrations/crm/{connection_id}".format(
            connection_id=quote(str(connection_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ChangeCrmConnectionResponse200
    | ChangeCrmConnectionResponse400
    | ChangeCrmConnectionResponse401
    | ChangeCrmConnectionResponse403
    | ChangeCrmConnectionResponse404
    | ChangeCrmConnectionResponse409
    | ChangeCrmConnectionResponse413
    | ChangeCrmConnectionResponse422
    | ChangeCrmConnectionResponse429
    | ChangeCrmConnectionResponse500
    | ChangeCrmConnectionResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ChangeCrmConnectionResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ChangeCrmConnectionResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ChangeCrmConnectionResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ChangeCrmConnectionResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ChangeCrmConnectionResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ChangeCrmConnectionResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ChangeCrmConnectionResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = ChangeCrmConnectionResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ChangeCrmConnectionResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ChangeCrmConnectionResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ChangeCrmConnectionResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ChangeCrmConnectionResponse200
    | ChangeCrmConnectionResponse400
    | ChangeCrmConnectionResponse401
    | ChangeCrmConnectionResponse403
    | ChangeCrmConnectionResponse404
    | ChangeCrmConnectionResponse409
    | ChangeCrmConnectionResponse413
    | ChangeCrmConnectionResponse422
    | ChangeCrmConnectionResponse429
    | ChangeCrmConnectionResponse500
    | ChangeCrmConnectionResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    connection_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: ChangeCrmConnectionBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ChangeCrmConnectionResponse200
    | ChangeCrmConnectionResponse400
    | ChangeCrmConnectionResponse401
    | ChangeCrmConnectionResponse403
    | ChangeCrmConnectionResponse404
    | ChangeCrmConnectionResponse409
    | ChangeCrmConnectionResponse413
    | ChangeCrmConnectionResponse422
    | ChangeCrmConnectionResponse429
    | ChangeCrmConnectionResponse500
    | ChangeCrmConnectionResponse503
]:
    """Change a CRM connection

     Sets the field map (each `contact_field` a contact field, `phone_numbers`, `tags` or
    `context.<variable name>`, checked against the variable's type: a mapping the variable cannot hold
    is 400 validation_error naming the line, and nothing is written) and the direction.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):
        body (ChangeCrmConnectionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChangeCrmConnectionResponse200 | ChangeCrmConnectionResponse400 | ChangeCrmConnectionResponse401 | ChangeCrmConnectionResponse403 | ChangeCrmConnectionResponse404 | ChangeCrmConnectionResponse409 | ChangeCrmConnectionResponse413 | ChangeCrmConnectionResponse422 | ChangeCrmConnectionResponse429 | ChangeCrmConnectionResponse500 | ChangeCrmConnectionResponse503]
    """

    kwargs = _get_kwargs(
        connection_id=connection_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    connection_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: ChangeCrmConnectionBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    ChangeCrmConnectionResponse200
    | ChangeCrmConnectionResponse400
    | ChangeCrmConnectionResponse401
    | ChangeCrmConnectionResponse403
    | ChangeCrmConnectionResponse404
    | ChangeCrmConnectionResponse409
    | ChangeCrmConnectionResponse413
    | ChangeCrmConnectionResponse422
    | ChangeCrmConnectionResponse429
    | ChangeCrmConnectionResponse500
    | ChangeCrmConnectionResponse503
    | None
):
    """Change a CRM connection

     Sets the field map (each `contact_field` a contact field, `phone_numbers`, `tags` or
    `context.<variable name>`, checked against the variable's type: a mapping the variable cannot hold
    is 400 validation_error naming the line, and nothing is written) and the direction.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):
        body (ChangeCrmConnectionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChangeCrmConnectionResponse200 | ChangeCrmConnectionResponse400 | ChangeCrmConnectionResponse401 | ChangeCrmConnectionResponse403 | ChangeCrmConnectionResponse404 | ChangeCrmConnectionResponse409 | ChangeCrmConnectionResponse413 | ChangeCrmConnectionResponse422 | ChangeCrmConnectionResponse429 | ChangeCrmConnectionResponse500 | ChangeCrmConnectionResponse503
    """

    return sync_detailed(
        connection_id=connection_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    connection_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: ChangeCrmConnectionBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ChangeCrmConnectionResponse200
    | ChangeCrmConnectionResponse400
    | ChangeCrmConnectionResponse401
    | ChangeCrmConnectionResponse403
    | ChangeCrmConnectionResponse404
    | ChangeCrmConnectionResponse409
    | ChangeCrmConnectionResponse413
    | ChangeCrmConnectionResponse422
    | ChangeCrmConnectionResponse429
    | ChangeCrmConnectionResponse500
    | ChangeCrmConnectionResponse503
]:
    """Change a CRM connection

     Sets the field map (each `contact_field` a contact field, `phone_numbers`, `tags` or
    `context.<variable name>`, checked against the variable's type: a mapping the variable cannot hold
    is 400 validation_error naming the line, and nothing is written) and the direction.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):
        body (ChangeCrmConnectionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChangeCrmConnectionResponse200 | ChangeCrmConnectionResponse400 | ChangeCrmConnectionResponse401 | ChangeCrmConnectionResponse403 | ChangeCrmConnectionResponse404 | ChangeCrmConnectionResponse409 | ChangeCrmConnectionResponse413 | ChangeCrmConnectionResponse422 | ChangeCrmConnectionResponse429 | ChangeCrmConnectionResponse500 | ChangeCrmConnectionResponse503]
    """

    kwargs = _get_kwargs(
        connection_id=connection_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    connection_id: int,
    *,
    client: AuthenticatedClient | Client,
    body: ChangeCrmConnectionBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    ChangeCrmConnectionResponse200
    | ChangeCrmConnectionResponse400
    | ChangeCrmConnectionResponse401
    | ChangeCrmConnectionResponse403
    | ChangeCrmConnectionResponse404
    | ChangeCrmConnectionResponse409
    | ChangeCrmConnectionResponse413
    | ChangeCrmConnectionResponse422
    | ChangeCrmConnectionResponse429
    | ChangeCrmConnectionResponse500
    | ChangeCrmConnectionResponse503
    | None
):
    """Change a CRM connection

     Sets the field map (each `contact_field` a contact field, `phone_numbers`, `tags` or
    `context.<variable name>`, checked against the variable's type: a mapping the variable cannot hold
    is 400 validation_error naming the line, and nothing is written) and the direction.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):
        body (ChangeCrmConnectionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChangeCrmConnectionResponse200 | ChangeCrmConnectionResponse400 | ChangeCrmConnectionResponse401 | ChangeCrmConnectionResponse403 | ChangeCrmConnectionResponse404 | ChangeCrmConnectionResponse409 | ChangeCrmConnectionResponse413 | ChangeCrmConnectionResponse422 | ChangeCrmConnectionResponse429 | ChangeCrmConnectionResponse500 | ChangeCrmConnectionResponse503
    """

    return (
        await asyncio_detailed(
            connection_id=connection_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
