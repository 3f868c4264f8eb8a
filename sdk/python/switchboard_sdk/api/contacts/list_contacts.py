from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_contacts_response_200 import ListContactsResponse200
from ...models.list_contacts_response_400 import ListContactsResponse400
from ...models.list_contacts_response_401 import ListContactsResponse401
from ...models.list_contacts_response_403 import ListContactsResponse403
from ...models.list_contacts_response_429 import ListContactsResponse429
from ...models.list_contacts_response_500 import ListContactsResponse500
from ...models.list_contacts_response_503 import ListContactsResponse503
from ...models.list_contacts_stage import ListContactsStage
from ...models.list_contacts_status import ListContactsStatus
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    q: str | Unset = UNSET,
    tag: str | Unset = UNSET,
    status: ListContactsStatus | Unset = UNSET,
    stage: ListContactsStage | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    cursor: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["q"] = q

    params["tag"] = tag

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status

    params["status"] = json_status

    json_stage: str | Unset = UNSET
    if not isinstance(stage, Unset):
        json_stage = stage

    params["stage"] = json_stage

    params["page"] = page

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/contacts",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ListContactsResponse200
    | ListContactsResponse400
    | ListContactsResponse401
    | ListContactsResponse403
    | ListContactsResponse429
    | ListContactsResponse500
    | ListContactsResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ListContactsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListContactsResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ListContactsResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ListContactsResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ListContactsResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ListContactsResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ListContactsResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ListContactsResponse200
    | ListContactsResponse400
    | ListContactsResponse401
    | ListContactsResponse403
    | ListContactsResponse429
    | ListContactsResponse500
    | ListContactsResponse503
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
    q: str | Unset = UNSET,
    tag: str | Unset = UNSET,
    status: ListContactsStatus | Unset = UNSET,
    stage: ListContactsStage | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    cursor: int | Unset = UNSET,
) -> Response[
    ListContactsResponse200
    | ListContactsResponse400
    | ListContactsResponse401
    | ListContactsResponse403
    | ListContactsResponse429
    | ListContactsResponse500
    | ListContactsResponse503
]:
    """List contacts

     Contacts the key can see, newest first. `q` searches name, email, company and phone numbers (any
    format: `415 555`, `+1415…`, `(415)`: a query of digits, spaces, `+`, `-`, `.` and parentheses is
    compared by its digits to the numbers; one with letters only to name, email and company); `tag`,
    `status` and `stage` filter. `count` is exact up to 1,000 matches and on the last page
    (`count_exact`), else an estimate. Page by `page`, or by `cursor` (the previous answer's
    `next_cursor`) at any depth for the same cost.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        q (str | Unset):
        tag (str | Unset):
        status (ListContactsStatus | Unset):
        stage (ListContactsStage | Unset):
        page (int | Unset):
        limit (int | Unset):
        cursor (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListContactsResponse200 | ListContactsResponse400 | ListContactsResponse401 | ListContactsResponse403 | ListContactsResponse429 | ListContactsResponse500 | ListContactsResponse503]
    """

    kwargs = _get_kwargs(
        q=q,
        tag=tag,
        status=status,
        stage=stage,
        page=page,
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    q: str | Unset = UNSET,
    tag: str | Unset = UNSET,
    status: ListContactsStatus | Unset = UNSET,
    stage: ListContactsStage | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    cursor: int | Unset = UNSET,
) -> (
    ListContactsResponse200
    | ListContactsResponse400
    | ListContactsResponse401
    | ListContactsResponse403
    | ListContactsResponse429
    | ListContactsResponse500
    | ListContactsResponse503
    | None
):
    """List contacts

     Contacts the key can see, newest first. `q` searches name, email, company and phone numbers (any
    format: `415 555`, `+1415…`, `(415)`: a query of digits, spaces, `+`, `-`, `.` and parentheses is
    compared by its digits to the numbers; one with letters only to name, email and company); `tag`,
    `status` and `stage` filter. `count` is exact up to 1,000 matches and on the last page
    (`count_exact`), else an estimate. Page by `page`, or by `cursor` (the previous answer's
    `next_cursor`) at any depth for the same cost.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        q (str | Unset):
        tag (str | Unset):
        status (ListContactsStatus | Unset):
        stage (ListContactsStage | Unset):
        page (int | Unset):
        limit (int | Unset):
        cursor (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListContactsResponse200 | ListContactsResponse400 | ListContactsResponse401 | ListContactsResponse403 | ListContactsResponse429 | ListContactsResponse500 | ListContactsResponse503
    """

    return sync_detailed(
        client=client,
        q=q,
        tag=tag,
        status=status,
        stage=stage,
        page=page,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    q: str | Unset = UNSET,
    tag: str | Unset = UNSET,
    status: ListContactsStatus | Unset = UNSET,
    stage: ListContactsStage | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    cursor: int | Unset = UNSET,
) -> Response[
    ListContactsResponse200
    | ListContactsResponse400
    | ListContactsResponse401
    | ListContactsResponse403
    | ListContactsResponse429
    | ListContactsResponse500
    | ListContactsResponse503
]:
    """List contacts

     Contacts the key can see, newest first. `q` searches name, email, company and phone numbers (any
    format: `415 555`, `+1415…`, `(415)`: a query of digits, spaces, `+`, `-`, `.` and parentheses is
    compared by its digits to the numbers; one with letters only to name, email and company); `tag`,
    `status` and `stage` filter. `count` is exact up to 1,000 matches and on the last page
    (`count_exact`), else an estimate. Page by `page`, or by `cursor` (the previous answer's
    `next_cursor`) at any depth for the same cost.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        q (str | Unset):
        tag (str | Unset):
        status (ListContactsStatus | Unset):
        stage (ListContactsStage | Unset):
        page (int | Unset):
        limit (int | Unset):
        cursor (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListContactsResponse200 | ListContactsResponse400 | ListContactsResponse401 | ListContactsResponse403 | ListContactsResponse429 | ListContactsResponse500 | ListContactsResponse503]
    """

    kwargs = _get_kwargs(
        q=q,
        tag=tag,
        status=status,
        stage=stage,
        page=page,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    q: str | Unset = UNSET,
    tag: str | Unset = UNSET,
    status: ListContactsStatus | Unset = UNSET,
    stage: ListContactsStage | Unset = UNSET,
    page: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    cursor: int | Unset = UNSET,
) -> (
    ListContactsResponse200
    | ListContactsResponse400
    | ListContactsResponse401
    | ListContactsResponse403
    | ListContactsResponse429
    | ListContactsResponse500
    | ListContactsResponse503
    | None
):
    """List contacts

     Contacts the key can see, newest first. `q` searches name, email, company and phone numbers (any
    format: `415 555`, `+1415…`, `(415)`: a query of digits, spaces, `+`, `-`, `.` and parentheses is
    compared by its digits to the numbers; one with letters only to name, email and company); `tag`,
    `status` and `stage` filter. `count` is exact up to 1,000 matches and on the last page
    (`count_exact`), else an estimate. Page by `page`, or by `cursor` (the previous answer's
    `next_cursor`) at any depth for the same cost.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        q (str | Unset):
        tag (str | Unset):
        status (ListContactsStatus | Unset):
        stage (ListContactsStage | Unset):
        page (int | Unset):
        limit (int | Unset):
        cursor (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListContactsResponse200 | ListContactsResponse400 | ListContactsResponse401 | ListContactsResponse403 | ListContactsResponse429 | ListContactsResponse500 | ListContactsResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            q=q,
            tag=tag,
            status=status,
            stage=stage,
            page=page,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
