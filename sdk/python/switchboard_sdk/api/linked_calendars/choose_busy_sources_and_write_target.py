from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.choose_busy_sources_and_write_target_body import ChooseBusySourcesAndWriteTargetBody
from ...models.choose_busy_sources_and_write_target_response_200 import ChooseBusySourcesAndWriteTargetResponse200
from ...models.choose_busy_sources_and_write_target_response_400 import ChooseBusySourcesAndWriteTargetResponse400
from ...models.choose_busy_sources_and_write_target_response_401 import ChooseBusySourcesAndWriteTargetResponse401
from ...models.choose_busy_sources_and_write_target_response_403 import ChooseBusySourcesAndWriteTargetResponse403
from ...models.choose_busy_sources_and_write_target_response_404 import ChooseBusySourcesAndWriteTargetResponse404
from ...models.choose_busy_sources_and_write_target_response_409 import ChooseBusySourcesAndWriteTargetResponse409
from ...models.choose_busy_sources_and_write_target_response_413 import ChooseBusySourcesAndWriteTargetResponse413
from ...models.choose_busy_sources_and_write_target_response_422 import ChooseBusySourcesAndWriteTargetResponse422
from ...models.choose_busy_sources_and_write_target_response_429 import ChooseBusySourcesAndWriteTargetResponse429
from ...models.choose_busy_sources_and_write_target_response_500 import ChooseBusySourcesAndWriteTargetResponse500
from ...models.choose_busy_sources_and_write_target_response_503 import ChooseBusySourcesAndWriteTargetResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    connection_id: int,
    *,
    body: ChooseBusySourcesAndWriteTargetBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/calendar/connections/{connection_id}".format(
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
    ChooseBusySourcesAndWriteTargetResponse200
    | ChooseBusySourcesAndWriteTargetResponse400
    | ChooseBusySourcesAndWriteTargetResponse401
    | ChooseBusySourcesAndWriteTargetResponse403
    | ChooseBusySourcesAndWriteTargetResponse404
    | ChooseBusySourcesAndWriteTargetResponse409
    | ChooseBusySourcesAndWriteTargetResponse413
    | ChooseBusySourcesAndWriteTargetResponse422
    | ChooseBusySourcesAndWriteTargetResponse429
    | ChooseBusySourcesAndWriteTargetResponse500
    | ChooseBusySourcesAndWriteTargetResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ChooseBusySourcesAndWriteTargetResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ChooseBusySourcesAndWriteTargetResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ChooseBusySourcesAndWriteTargetResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ChooseBusySourcesAndWriteTargetResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ChooseBusySourcesAndWriteTargetResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ChooseBusySourcesAndWriteTargetResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ChooseBusySourcesAndWriteTargetResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = ChooseBusySourcesAndWriteTargetResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ChooseBusySourcesAndWriteTargetResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ChooseBusySourcesAndWriteTargetResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ChooseBusySourcesAndWriteTargetResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ChooseBusySourcesAndWriteTargetResponse200
    | ChooseBusySourcesAndWriteTargetResponse400
    | ChooseBusySourcesAndWriteTargetResponse401
    | ChooseBusySourcesAndWriteTargetResponse403
    | ChooseBusySourcesAndWriteTargetResponse404
    | ChooseBusySourcesAndWriteTargetResponse409
    | ChooseBusySourcesAndWriteTargetResponse413
    | ChooseBusySourcesAndWriteTargetResponse422
    | ChooseBusySourcesAndWriteTargetResponse429
    | ChooseBusySourcesAndWriteTargetResponse500
    | ChooseBusySourcesAndWriteTargetResponse503
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
    body: ChooseBusySourcesAndWriteTargetBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ChooseBusySourcesAndWriteTargetResponse200
    | ChooseBusySourcesAndWriteTargetResponse400
    | ChooseBusySourcesAndWriteTargetResponse401
    | ChooseBusySourcesAndWriteTargetResponse403
    | ChooseBusySourcesAndWriteTargetResponse404
    | ChooseBusySourcesAndWriteTargetResponse409
    | ChooseBusySourcesAndWriteTargetResponse413
    | ChooseBusySourcesAndWriteTargetResponse422
    | ChooseBusySourcesAndWriteTargetResponse429
    | ChooseBusySourcesAndWriteTargetResponse500
    | ChooseBusySourcesAndWriteTargetResponse503
]:
    """Choose busy sources and the write target

     Sets each named calendar's `busy_source` and `write_target`. A person has at most one write target:
    setting one clears the others.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):
        body (ChooseBusySourcesAndWriteTargetBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChooseBusySourcesAndWriteTargetResponse200 | ChooseBusySourcesAndWriteTargetResponse400 | ChooseBusySourcesAndWriteTargetResponse401 | ChooseBusySourcesAndWriteTargetResponse403 | ChooseBusySourcesAndWriteTargetResponse404 | ChooseBusySourcesAndWriteTargetResponse409 | ChooseBusySourcesAndWriteTargetResponse413 | ChooseBusySourcesAndWriteTargetResponse422 | ChooseBusySourcesAndWriteTargetResponse429 | ChooseBusySourcesAndWriteTargetResponse500 | ChooseBusySourcesAndWriteTargetResponse503]
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
    body: ChooseBusySourcesAndWriteTargetBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    ChooseBusySourcesAndWriteTargetResponse200
    | ChooseBusySourcesAndWriteTargetResponse400
    | ChooseBusySourcesAndWriteTargetResponse401
    | ChooseBusySourcesAndWriteTargetResponse403
    | ChooseBusySourcesAndWriteTargetResponse404
    | ChooseBusySourcesAndWriteTargetResponse409
    | ChooseBusySourcesAndWriteTargetResponse413
    | ChooseBusySourcesAndWriteTargetResponse422
    | ChooseBusySourcesAndWriteTargetResponse429
    | ChooseBusySourcesAndWriteTargetResponse500
    | ChooseBusySourcesAndWriteTargetResponse503
    | None
):
    """Choose busy sources and the write target

     Sets each named calendar's `busy_source` and `write_target`. A person has at most one write target:
    setting one clears the others.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):
        body (ChooseBusySourcesAndWriteTargetBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChooseBusySourcesAndWriteTargetResponse200 | ChooseBusySourcesAndWriteTargetResponse400 | ChooseBusySourcesAndWriteTargetResponse401 | ChooseBusySourcesAndWriteTargetResponse403 | ChooseBusySourcesAndWriteTargetResponse404 | ChooseBusySourcesAndWriteTargetResponse409 | ChooseBusySourcesAndWriteTargetResponse413 | ChooseBusySourcesAndWriteTargetResponse422 | ChooseBusySourcesAndWriteTargetResponse429 | ChooseBusySourcesAndWriteTargetResponse500 | ChooseBusySourcesAndWriteTargetResponse503
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
    body: ChooseBusySourcesAndWriteTargetBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ChooseBusySourcesAndWriteTargetResponse200
    | ChooseBusySourcesAndWriteTargetResponse400
    | ChooseBusySourcesAndWriteTargetResponse401
    | ChooseBusySourcesAndWriteTargetResponse403
    | ChooseBusySourcesAndWriteTargetResponse404
    | ChooseBusySourcesAndWriteTargetResponse409
    | ChooseBusySourcesAndWriteTargetResponse413
    | ChooseBusySourcesAndWriteTargetResponse422
    | ChooseBusySourcesAndWriteTargetResponse429
    | ChooseBusySourcesAndWriteTargetResponse500
    | ChooseBusySourcesAndWriteTargetResponse503
]:
    """Choose busy sources and the write target

     Sets each named calendar's `busy_source` and `write_target`. A person has at most one write target:
    setting one clears the others.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):
        body (ChooseBusySourcesAndWriteTargetBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChooseBusySourcesAndWriteTargetResponse200 | ChooseBusySourcesAndWriteTargetResponse400 | ChooseBusySourcesAndWriteTargetResponse401 | ChooseBusySourcesAndWriteTargetResponse403 | ChooseBusySourcesAndWriteTargetResponse404 | ChooseBusySourcesAndWriteTargetResponse409 | ChooseBusySourcesAndWriteTargetResponse413 | ChooseBusySourcesAndWriteTargetResponse422 | ChooseBusySourcesAndWriteTargetResponse429 | ChooseBusySourcesAndWriteTargetResponse500 | ChooseBusySourcesAndWriteTargetResponse503]
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
    body: ChooseBusySourcesAndWriteTargetBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    ChooseBusySourcesAndWriteTargetResponse200
    | ChooseBusySourcesAndWriteTargetResponse400
    | ChooseBusySourcesAndWriteTargetResponse401
    | ChooseBusySourcesAndWriteTargetResponse403
    | ChooseBusySourcesAndWriteTargetResponse404
    | ChooseBusySourcesAndWriteTargetResponse409
    | ChooseBusySourcesAndWriteTargetResponse413
    | ChooseBusySourcesAndWriteTargetResponse422
    | ChooseBusySourcesAndWriteTargetResponse429
    | ChooseBusySourcesAndWriteTargetResponse500
    | ChooseBusySourcesAndWriteTargetResponse503
    | None
):
    """Choose busy sources and the write target

     Sets each named calendar's `busy_source` and `write_target`. A person has at most one write target:
    setting one clears the others.

    Requires the `can_write_calendar` permission on the API key.

    Args:
        connection_id (int):
        idempotency_key (str | Unset):
        body (ChooseBusySourcesAndWriteTargetBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChooseBusySourcesAndWriteTargetResponse200 | ChooseBusySourcesAndWriteTargetResponse400 | ChooseBusySourcesAndWriteTargetResponse401 | ChooseBusySourcesAndWriteTargetResponse403 | ChooseBusySourcesAndWriteTargetResponse404 | ChooseBusySourcesAndWriteTargetResponse409 | ChooseBusySourcesAndWriteTargetResponse413 | ChooseBusySourcesAndWriteTargetResponse422 | ChooseBusySourcesAndWriteTargetResponse429 | ChooseBusySourcesAndWriteTargetResponse500 | ChooseBusySourcesAndWriteTargetResponse503
    """

    return (
        await asyncio_detailed(
            connection_id=connection_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
