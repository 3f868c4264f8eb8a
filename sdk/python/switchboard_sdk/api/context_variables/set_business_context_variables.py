from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.set_business_context_variables_body import SetBusinessContextVariablesBody
from ...models.set_business_context_variables_response_200 import SetBusinessContextVariablesResponse200
from ...models.set_business_context_variables_response_400 import SetBusinessContextVariablesResponse400
from ...models.set_business_context_variables_response_401 import SetBusinessContextVariablesResponse401
from ...models.set_business_context_variables_response_403 import SetBusinessContextVariablesResponse403
from ...models.set_business_context_variables_response_409 import SetBusinessContextVariablesResponse409
from ...models.set_business_context_variables_response_413 import SetBusinessContextVariablesResponse413
from ...models.set_business_context_variables_response_422 import SetBusinessContextVariablesResponse422
from ...models.set_business_context_variables_response_429 import SetBusinessContextVariablesResponse429
from ...models.set_business_context_variables_response_500 import SetBusinessContextVariablesResponse500
from ...models.set_business_context_variables_response_503 import SetBusinessContextVariablesResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SetBusinessContextVariablesBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/business/context",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    SetBusinessContextVariablesResponse200
    | SetBusinessContextVariablesResponse400
    | SetBusinessContextVariablesResponse401
    | SetBusinessContextVariablesResponse403
    | SetBusinessContextVariablesResponse409
    | SetBusinessContextVariablesResponse413
    | SetBusinessContextVariablesResponse422
    | SetBusinessContextVariablesResponse429
    | SetBusinessContextVariablesResponse500
    | SetBusinessContextVariablesResponse503
    | None
):
    if response.status_code == 200:
        response_200 = SetBusinessContextVariablesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = SetBusinessContextVariablesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = SetBusinessContextVariablesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SetBusinessContextVariablesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = SetBusinessContextVariablesResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = SetBusinessContextVariablesResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = SetBusinessContextVariablesResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = SetBusinessContextVariablesResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = SetBusinessContextVariablesResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = SetBusinessContextVariablesResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    SetBusinessContextVariablesResponse200
    | SetBusinessContextVariablesResponse400
    | SetBusinessContextVariablesResponse401
    | SetBusinessContextVariablesResponse403
    | SetBusinessContextVariablesResponse409
    | SetBusinessContextVariablesResponse413
    | SetBusinessContextVariablesResponse422
    | SetBusinessContextVariablesResponse429
    | SetBusinessContextVariablesResponse500
    | SetBusinessContextVariablesResponse503
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
    body: SetBusinessContextVariablesBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SetBusinessContextVariablesResponse200
    | SetBusinessContextVariablesResponse400
    | SetBusinessContextVariablesResponse401
    | SetBusinessContextVariablesResponse403
    | SetBusinessContextVariablesResponse409
    | SetBusinessContextVariablesResponse413
    | SetBusinessContextVariablesResponse422
    | SetBusinessContextVariablesResponse429
    | SetBusinessContextVariablesResponse500
    | SetBusinessContextVariablesResponse503
]:
    """Set business context variables

     Values for the whole account. Default variables (name, phone, email, website, address, timezone,
    industry) set the business profile's fields. All or nothing. Owners and admins only: the key of a
    member answers 403 permission_denied whatever its permissions.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (SetBusinessContextVariablesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SetBusinessContextVariablesResponse200 | SetBusinessContextVariablesResponse400 | SetBusinessContextVariablesResponse401 | SetBusinessContextVariablesResponse403 | SetBusinessContextVariablesResponse409 | SetBusinessContextVariablesResponse413 | SetBusinessContextVariablesResponse422 | SetBusinessContextVariablesResponse429 | SetBusinessContextVariablesResponse500 | SetBusinessContextVariablesResponse503]
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
    body: SetBusinessContextVariablesBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SetBusinessContextVariablesResponse200
    | SetBusinessContextVariablesResponse400
    | SetBusinessContextVariablesResponse401
    | SetBusinessContextVariablesResponse403
    | SetBusinessContextVariablesResponse409
    | SetBusinessContextVariablesResponse413
    | SetBusinessContextVariablesResponse422
    | SetBusinessContextVariablesResponse429
    | SetBusinessContextVariablesResponse500
    | SetBusinessContextVariablesResponse503
    | None
):
    """Set business context variables

     Values for the whole account. Default variables (name, phone, email, website, address, timezone,
    industry) set the business profile's fields. All or nothing. Owners and admins only: the key of a
    member answers 403 permission_denied whatever its permissions.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (SetBusinessContextVariablesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SetBusinessContextVariablesResponse200 | SetBusinessContextVariablesResponse400 | SetBusinessContextVariablesResponse401 | SetBusinessContextVariablesResponse403 | SetBusinessContextVariablesResponse409 | SetBusinessContextVariablesResponse413 | SetBusinessContextVariablesResponse422 | SetBusinessContextVariablesResponse429 | SetBusinessContextVariablesResponse500 | SetBusinessContextVariablesResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SetBusinessContextVariablesBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    SetBusinessContextVariablesResponse200
    | SetBusinessContextVariablesResponse400
    | SetBusinessContextVariablesResponse401
    | SetBusinessContextVariablesResponse403
    | SetBusinessContextVariablesResponse409
    | SetBusinessContextVariablesResponse413
    | SetBusinessContextVariablesResponse422
    | SetBusinessContextVariablesResponse429
    | SetBusinessContextVariablesResponse500
    | SetBusinessContextVariablesResponse503
]:
    """Set business context variables

     Values for the whole account. Default variables (name, phone, email, website, address, timezone,
    industry) set the business profile's fields. All or nothing. Owners and admins only: the key of a
    member answers 403 permission_denied whatever its permissions.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (SetBusinessContextVariablesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SetBusinessContextVariablesResponse200 | SetBusinessContextVariablesResponse400 | SetBusinessContextVariablesResponse401 | SetBusinessContextVariablesResponse403 | SetBusinessContextVariablesResponse409 | SetBusinessContextVariablesResponse413 | SetBusinessContextVariablesResponse422 | SetBusinessContextVariablesResponse429 | SetBusinessContextVariablesResponse500 | SetBusinessContextVariablesResponse503]
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
    body: SetBusinessContextVariablesBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    SetBusinessContextVariablesResponse200
    | SetBusinessContextVariablesResponse400
    | SetBusinessContextVariablesResponse401
    | SetBusinessContextVariablesResponse403
    | SetBusinessContextVariablesResponse409
    | SetBusinessContextVariablesResponse413
    | SetBusinessContextVariablesResponse422
    | SetBusinessContextVariablesResponse429
    | SetBusinessContextVariablesResponse500
    | SetBusinessContextVariablesResponse503
    | None
):
    """Set business context variables

     Values for the whole account. Default variables (name, phone, email, website, address, timezone,
    industry) set the business profile's fields. All or nothing. Owners and admins only: the key of a
    member answers 403 permission_denied whatever its permissions.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (SetBusinessContextVariablesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SetBusinessContextVariablesResponse200 | SetBusinessContextVariablesResponse400 | SetBusinessContextVariablesResponse401 | SetBusinessContextVariablesResponse403 | SetBusinessContextVariablesResponse409 | SetBusinessContextVariablesResponse413 | SetBusinessContextVariablesResponse422 | SetBusinessContextVariablesResponse429 | SetBusinessContextVariablesResponse500 | SetBusinessContextVariablesResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
