from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.add_number_to_do_not_call_list_body import AddNumberToDoNotCallListBody
from ...models.add_number_to_do_not_call_list_response_200 import AddNumberToDoNotCallListResponse200
from ...models.add_number_to_do_not_call_list_response_201 import AddNumberToDoNotCallListResponse201
from ...models.add_number_to_do_not_call_list_response_400 import AddNumberToDoNotCallListResponse400
from ...models.add_number_to_do_not_call_list_response_401 import AddNumberToDoNotCallListResponse401
from ...models.add_number_to_do_not_call_list_response_403 import AddNumberToDoNotCallListResponse403
from ...models.add_number_to_do_not_call_list_response_409 import AddNumberToDoNotCallListResponse409
from ...models.add_number_to_do_not_call_list_response_413 import AddNumberToDoNotCallListResponse413
from ...models.add_number_to_do_not_call_list_response_422 import AddNumberToDoNotCallListResponse422
from ...models.add_number_to_do_not_call_list_response_429 import AddNumberToDoNotCallListResponse429
from ...models.add_number_to_do_not_call_list_response_500 import AddNumberToDoNotCallListResponse500
from ...models.add_number_to_do_not_call_list_response_503 import AddNumberToDoNotCallListResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: AddNumberToDoNotCallListBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/do-not-call",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    AddNumberToDoNotCallListResponse200
    | AddNumberToDoNotCallListResponse201
    | AddNumberToDoNotCallListResponse400
    | AddNumberToDoNotCallListResponse401
    | AddNumberToDoNotCallListResponse403
    | AddNumberToDoNotCallListResponse409
    | AddNumberToDoNotCallListResponse413
    | AddNumberToDoNotCallListResponse422
    | AddNumberToDoNotCallListResponse429
    | AddNumberToDoNotCallListResponse500
    | AddNumberToDoNotCallListResponse503
    | None
):
    if response.status_code == 200:
        response_200 = AddNumberToDoNotCallListResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = AddNumberToDoNotCallListResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = AddNumberToDoNotCallListResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = AddNumberToDoNotCallListResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = AddNumberToDoNotCallListResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = AddNumberToDoNotCallListResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = AddNumberToDoNotCallListResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = AddNumberToDoNotCallListResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = AddNumberToDoNotCallListResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = AddNumberToDoNotCallListResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = AddNumberToDoNotCallListResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    AddNumberToDoNotCallListResponse200
    | AddNumberToDoNotCallListResponse201
    | AddNumberToDoNotCallListResponse400
    | AddNumberToDoNotCallListResponse401
    | AddNumberToDoNotCallListResponse403
    | AddNumberToDoNotCallListResponse409
    | AddNumberToDoNotCallListResponse413
    | AddNumberToDoNotCallListResponse422
    | AddNumberToDoNotCallListResponse429
    | AddNumberToDoNotCallListResponse500
    | AddNumberToDoNotCallListResponse503
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
    body: AddNumberToDoNotCallListBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    AddNumberToDoNotCallListResponse200
    | AddNumberToDoNotCallListResponse201
    | AddNumberToDoNotCallListResponse400
    | AddNumberToDoNotCallListResponse401
    | AddNumberToDoNotCallListResponse403
    | AddNumberToDoNotCallListResponse409
    | AddNumberToDoNotCallListResponse413
    | AddNumberToDoNotCallListResponse422
    | AddNumberToDoNotCallListResponse429
    | AddNumberToDoNotCallListResponse500
    | AddNumberToDoNotCallListResponse503
]:
    r"""Add a number to the do-not-call list

     The number is normalised to E.164 (national numbers are read as US). 201 with the new entry when it
    is added; 200 with the existing entry, unchanged, when the number was already listed (adding it
    again is safe to retry). Either way it is an opt-out: in the same transaction every active consent
    of the number is revoked (`revoked_via: \"do_not_call\"`) and its waiting calls and retries end
    `canceled` with `ended_reason: \"do_not_call\"`.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (AddNumberToDoNotCallListBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AddNumberToDoNotCallListResponse200 | AddNumberToDoNotCallListResponse201 | AddNumberToDoNotCallListResponse400 | AddNumberToDoNotCallListResponse401 | AddNumberToDoNotCallListResponse403 | AddNumberToDoNotCallListResponse409 | AddNumberToDoNotCallListResponse413 | AddNumberToDoNotCallListResponse422 | AddNumberToDoNotCallListResponse429 | AddNumberToDoNotCallListResponse500 | AddNumberToDoNotCallListResponse503]
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
    body: AddNumberToDoNotCallListBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    AddNumberToDoNotCallListResponse200
    | AddNumberToDoNotCallListResponse201
    | AddNumberToDoNotCallListResponse400
    | AddNumberToDoNotCallListResponse401
    | AddNumberToDoNotCallListResponse403
    | AddNumberToDoNotCallListResponse409
    | AddNumberToDoNotCallListResponse413
    | AddNumberToDoNotCallListResponse422
    | AddNumberToDoNotCallListResponse429
    | AddNumberToDoNotCallListResponse500
    | AddNumberToDoNotCallListResponse503
    | None
):
    r"""Add a number to the do-not-call list

     The number is normalised to E.164 (national numbers are read as US). 201 with the new entry when it
    is added; 200 with the existing entry, unchanged, when the number was already listed (adding it
    again is safe to retry). Either way it is an opt-out: in the same transaction every active consent
    of the number is revoked (`revoked_via: \"do_not_call\"`) and its waiting calls and retries end
    `canceled` with `ended_reason: \"do_not_call\"`.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (AddNumberToDoNotCallListBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AddNumberToDoNotCallListResponse200 | AddNumberToDoNotCallListResponse201 | AddNumberToDoNotCallListResponse400 | AddNumberToDoNotCallListResponse401 | AddNumberToDoNotCallListResponse403 | AddNumberToDoNotCallListResponse409 | AddNumberToDoNotCallListResponse413 | AddNumberToDoNotCallListResponse422 | AddNumberToDoNotCallListResponse429 | AddNumberToDoNotCallListResponse500 | AddNumberToDoNotCallListResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AddNumberToDoNotCallListBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    AddNumberToDoNotCallListResponse200
    | AddNumberToDoNotCallListResponse201
    | AddNumberToDoNotCallListResponse400
    | AddNumberToDoNotCallListResponse401
    | AddNumberToDoNotCallListResponse403
    | AddNumberToDoNotCallListResponse409
    | AddNumberToDoNotCallListResponse413
    | AddNumberToDoNotCallListResponse422
    | AddNumberToDoNotCallListResponse429
    | AddNumberToDoNotCallListResponse500
    | AddNumberToDoNotCallListResponse503
]:
    r"""Add a number to the do-not-call list

     The number is normalised to E.164 (national numbers are read as US). 201 with the new entry when it
    is added; 200 with the existing entry, unchanged, when the number was already listed (adding it
    again is safe to retry). Either way it is an opt-out: in the same transaction every active consent
    of the number is revoked (`revoked_via: \"do_not_call\"`) and its waiting calls and retries end
    `canceled` with `ended_reason: \"do_not_call\"`.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (AddNumberToDoNotCallListBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AddNumberToDoNotCallListResponse200 | AddNumberToDoNotCallListResponse201 | AddNumberToDoNotCallListResponse400 | AddNumberToDoNotCallListResponse401 | AddNumberToDoNotCallListResponse403 | AddNumberToDoNotCallListResponse409 | AddNumberToDoNotCallListResponse413 | AddNumberToDoNotCallListResponse422 | AddNumberToDoNotCallListResponse429 | AddNumberToDoNotCallListResponse500 | AddNumberToDoNotCallListResponse503]
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
    body: AddNumberToDoNotCallListBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    AddNumberToDoNotCallListResponse200
    | AddNumberToDoNotCallListResponse201
    | AddNumberToDoNotCallListResponse400
    | AddNumberToDoNotCallListResponse401
    | AddNumberToDoNotCallListResponse403
    | AddNumberToDoNotCallListResponse409
    | AddNumberToDoNotCallListResponse413
    | AddNumberToDoNotCallListResponse422
    | AddNumberToDoNotCallListResponse429
    | AddNumberToDoNotCallListResponse500
    | AddNumberToDoNotCallListResponse503
    | None
):
    r"""Add a number to the do-not-call list

     The number is normalised to E.164 (national numbers are read as US). 201 with the new entry when it
    is added; 200 with the existing entry, unchanged, when the number was already listed (adding it
    again is safe to retry). Either way it is an opt-out: in the same transaction every active consent
    of the number is revoked (`revoked_via: \"do_not_call\"`) and its waiting calls and retries end
    `canceled` with `ended_reason: \"do_not_call\"`.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (AddNumberToDoNotCallListBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AddNumberToDoNotCallListResponse200 | AddNumberToDoNotCallListResponse201 | AddNumberToDoNotCallListResponse400 | AddNumberToDoNotCallListResponse401 | AddNumberToDoNotCallListResponse403 | AddNumberToDoNotCallListResponse409 | AddNumberToDoNotCallListResponse413 | AddNumberToDoNotCallListResponse422 | AddNumberToDoNotCallListResponse429 | AddNumberToDoNotCallListResponse500 | AddNumberToDoNotCallListResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
