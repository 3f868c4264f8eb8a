from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.remove_number_from_do_not_call_list_response_200 import RemoveNumberFromDoNotCallListResponse200
from ...models.remove_number_from_do_not_call_list_response_400 import RemoveNumberFromDoNotCallListResponse400
from ...models.remove_number_from_do_not_call_list_response_401 import RemoveNumberFromDoNotCallListResponse401
from ...models.remove_number_from_do_not_call_list_response_403 import RemoveNumberFromDoNotCallListResponse403
from ...models.remove_number_from_do_not_call_list_response_404 import RemoveNumberFromDoNotCallListResponse404
from ...models.remove_number_from_do_not_call_list_response_409 import RemoveNumberFromDoNotCallListResponse409
from ...models.remove_number_from_do_not_call_list_response_422 import RemoveNumberFromDoNotCallListResponse422
from ...models.remove_number_from_do_not_call_list_response_429 import RemoveNumberFromDoNotCallListResponse429
from ...models.remove_number_from_do_not_call_list_response_500 import RemoveNumberFromDoNotCallListResponse500
from ...models.remove_number_from_do_not_call_list_response_503 import RemoveNumberFromDoNotCallListResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    number: str,
    *,
    reason: None | str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    params: dict[str, Any] = {}

    json_reason: None | str | Unset
    if isinstance(reason, Unset):
        json_reason = UNSET
    else:
        json_reason = reason
    params["reason"] = json_reason

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/do-not-call/{number}".format(
            number=quote(str(number), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    RemoveNumberFromDoNotCallListResponse200
    | RemoveNumberFromDoNotCallListResponse400
    | RemoveNumberFromDoNotCallListResponse401
    | RemoveNumberFromDoNotCallListResponse403
    | RemoveNumberFromDoNotCallListResponse404
    | RemoveNumberFromDoNotCallListResponse409
    | RemoveNumberFromDoNotCallListResponse422
    | RemoveNumberFromDoNotCallListResponse429
    | RemoveNumberFromDoNotCallListResponse500
    | RemoveNumberFromDoNotCallListResponse503
    | None
):
    if response.status_code == 200:
        response_200 = RemoveNumberFromDoNotCallListResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = RemoveNumberFromDoNotCallListResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = RemoveNumberFromDoNotCallListResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RemoveNumberFromDoNotCallListResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = RemoveNumberFromDoNotCallListResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = RemoveNumberFromDoNotCallListResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = RemoveNumberFromDoNotCallListResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = RemoveNumberFromDoNotCallListResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = RemoveNumberFromDoNotCallListResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = RemoveNumberFromDoNotCallListResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    RemoveNumberFromDoNotCallListResponse200
    | RemoveNumberFromDoNotCallListResponse400
    | RemoveNumberFromDoNotCallListResponse401
    | RemoveNumberFromDoNotCallListResponse403
    | RemoveNumberFromDoNotCallListResponse404
    | RemoveNumberFromDoNotCallListResponse409
    | RemoveNumberFromDoNotCallListResponse422
    | RemoveNumberFromDoNotCallListResponse429
    | RemoveNumberFromDoNotCallListResponse500
    | RemoveNumberFromDoNotCallListResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    number: str,
    *,
    client: AuthenticatedClient | Client,
    reason: None | str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RemoveNumberFromDoNotCallListResponse200
    | RemoveNumberFromDoNotCallListResponse400
    | RemoveNumberFromDoNotCallListResponse401
    | RemoveNumberFromDoNotCallListResponse403
    | RemoveNumberFromDoNotCallListResponse404
    | RemoveNumberFromDoNotCallListResponse409
    | RemoveNumberFromDoNotCallListResponse422
    | RemoveNumberFromDoNotCallListResponse429
    | RemoveNumberFromDoNotCallListResponse500
    | RemoveNumberFromDoNotCallListResponse503
]:
    """Remove a number from the do-not-call list

     Owners and admins only: a member's key answers 403 permission_denied whatever its permissions. The
    removal, its author and the optional `reason` are kept in the change log (GET /api/v1/do-not-
    call/changes).

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        number (str):
        reason (None | str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RemoveNumberFromDoNotCallListResponse200 | RemoveNumberFromDoNotCallListResponse400 | RemoveNumberFromDoNotCallListResponse401 | RemoveNumberFromDoNotCallListResponse403 | RemoveNumberFromDoNotCallListResponse404 | RemoveNumberFromDoNotCallListResponse409 | RemoveNumberFromDoNotCallListResponse422 | RemoveNumberFromDoNotCallListResponse429 | RemoveNumberFromDoNotCallListResponse500 | RemoveNumberFromDoNotCallListResponse503]
    """

    kwargs = _get_kwargs(
        number=number,
        reason=reason,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    number: str,
    *,
    client: AuthenticatedClient | Client,
    reason: None | str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> (
    RemoveNumberFromDoNotCallListResponse200
    | RemoveNumberFromDoNotCallListResponse400
    | RemoveNumberFromDoNotCallListResponse401
    | RemoveNumberFromDoNotCallListResponse403
    | RemoveNumberFromDoNotCallListResponse404
    | RemoveNumberFromDoNotCallListResponse409
    | RemoveNumberFromDoNotCallListResponse422
    | RemoveNumberFromDoNotCallListResponse429
    | RemoveNumberFromDoNotCallListResponse500
    | RemoveNumberFromDoNotCallListResponse503
    | None
):
    """Remove a number from the do-not-call list

     Owners and admins only: a member's key answers 403 permission_denied whatever its permissions. The
    removal, its author and the optional `reason` are kept in the change log (GET /api/v1/do-not-
    call/changes).

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        number (str):
        reason (None | str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RemoveNumberFromDoNotCallListResponse200 | RemoveNumberFromDoNotCallListResponse400 | RemoveNumberFromDoNotCallListResponse401 | RemoveNumberFromDoNotCallListResponse403 | RemoveNumberFromDoNotCallListResponse404 | RemoveNumberFromDoNotCallListResponse409 | RemoveNumberFromDoNotCallListResponse422 | RemoveNumberFromDoNotCallListResponse429 | RemoveNumberFromDoNotCallListResponse500 | RemoveNumberFromDoNotCallListResponse503
    """

    return sync_detailed(
        number=number,
        client=client,
        reason=reason,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    number: str,
    *,
    client: AuthenticatedClient | Client,
    reason: None | str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    RemoveNumberFromDoNotCallListResponse200
    | RemoveNumberFromDoNotCallListResponse400
    | RemoveNumberFromDoNotCallListResponse401
    | RemoveNumberFromDoNotCallListResponse403
    | RemoveNumberFromDoNotCallListResponse404
    | RemoveNumberFromDoNotCallListResponse409
    | RemoveNumberFromDoNotCallListResponse422
    | RemoveNumberFromDoNotCallListResponse429
    | RemoveNumberFromDoNotCallListResponse500
    | RemoveNumberFromDoNotCallListResponse503
]:
    """Remove a number from the do-not-call list

     Owners and admins only: a member's key answers 403 permission_denied whatever its permissions. The
    removal, its author and the optional `reason` are kept in the change log (GET /api/v1/do-not-
    call/changes).

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        number (str):
        reason (None | str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RemoveNumberFromDoNotCallListResponse200 | RemoveNumberFromDoNotCallListResponse400 | RemoveNumberFromDoNotCallListResponse401 | RemoveNumberFromDoNotCallListResponse403 | RemoveNumberFromDoNotCallListResponse404 | RemoveNumberFromDoNotCallListResponse409 | RemoveNumberFromDoNotCallListResponse422 | RemoveNumberFromDoNotCallListResponse429 | RemoveNumberFromDoNotCallListResponse500 | RemoveNumberFromDoNotCallListResponse503]
    """

    kwargs = _get_kwargs(
        number=number,
        reason=reason,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    number: str,
    *,
    client: AuthenticatedClient | Client,
    reason: None | str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> (
    RemoveNumberFromDoNotCallListResponse200
    | RemoveNumberFromDoNotCallListResponse400
    | RemoveNumberFromDoNotCallListResponse401
    | RemoveNumberFromDoNotCallListResponse403
    | RemoveNumberFromDoNotCallListResponse404
    | RemoveNumberFromDoNotCallListResponse409
    | RemoveNumberFromDoNotCallListResponse422
    | RemoveNumberFromDoNotCallListResponse429
    | RemoveNumberFromDoNotCallListResponse500
    | RemoveNumberFromDoNotCallListResponse503
    | None
):
    """Remove a number from the do-not-call list

     Owners and admins only: a member's key answers 403 permission_denied whatever its permissions. The
    removal, its author and the optional `reason` are kept in the change log (GET /api/v1/do-not-
    call/changes).

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        number (str):
        reason (None | str | Unset):
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RemoveNumberFromDoNotCallListResponse200 | RemoveNumberFromDoNotCallListResponse400 | RemoveNumberFromDoNotCallListResponse401 | RemoveNumberFromDoNotCallListResponse403 | RemoveNumberFromDoNotCallListResponse404 | RemoveNumberFromDoNotCallListResponse409 | RemoveNumberFromDoNotCallListResponse422 | RemoveNumberFromDoNotCallListResponse429 | RemoveNumberFromDoNotCallListResponse500 | RemoveNumberFromDoNotCallListResponse503
    """

    return (
        await asyncio_detailed(
            number=number,
            client=client,
            reason=reason,
            idempotency_key=idempotency_key,
        )
    ).parsed
