from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_contact_import_response_200 import GetContactImportResponse200
from ...models.get_contact_import_response_400 import GetContactImportResponse400
from ...models.get_contact_import_response_401 import GetContactImportResponse401
from ...models.get_contact_import_response_403 import GetContactImportResponse403
from ...models.get_contact_import_response_404 import GetContactImportResponse404
from ...models.get_contact_import_response_429 import GetContactImportResponse429
from ...models.get_contact_import_response_500 import GetContactImportResponse500
from ...models.get_contact_import_response_503 import GetContactImportResponse503
from ...types import Response


def _get_kwargs(
    import_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/contacts/imports/{import_id}".format(
            import_id=quote(str(import_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetContactImportResponse200
    | GetContactImportResponse400
    | GetContactImportResponse401
    | GetContactImportResponse403
    | GetContactImportResponse404
    | GetContactImportResponse429
    | GetContactImportResponse500
    | GetContactImportResponse503
    | None
):
    if response.status_code == 200:
        response_200 = GetContactImportResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetContactImportResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetContactImportResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetContactImportResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetContactImportResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = GetContactImportResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = GetContactImportResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = GetContactImportResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetContactImportResponse200
    | GetContactImportResponse400
    | GetContactImportResponse401
    | GetContactImportResponse403
    | GetContactImportResponse404
    | GetContactImportResponse429
    | GetContactImportResponse500
    | GetContactImportResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    import_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    GetContactImportResponse200
    | GetContactImportResponse400
    | GetContactImportResponse401
    | GetContactImportResponse403
    | GetContactImportResponse404
    | GetContactImportResponse429
    | GetContactImportResponse500
    | GetContactImportResponse503
]:
    """Get a contact import

     Status (`queued`, `running`, `completed`, `failed`), progress (`processed` of `total_rows`), counts,
    and the first 100 rejected rows.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        import_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetContactImportResponse200 | GetContactImportResponse400 | GetContactImportResponse401 | GetContactImportResponse403 | GetContactImportResponse404 | GetContactImportResponse429 | GetContactImportResponse500 | GetContactImportResponse503]
    """

    kwargs = _get_kwargs(
        import_id=import_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    import_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> (
    GetContactImportResponse200
    | GetContactImportResponse400
    | GetContactImportResponse401
    | GetContactImportResponse403
    | GetContactImportResponse404
    | GetContactImportResponse429
    | GetContactImportResponse500
    | GetContactImportResponse503
    | None
):
    """Get a contact import

     Status (`queued`, `running`, `completed`, `failed`), progress (`processed` of `total_rows`), counts,
    and the first 100 rejected rows.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        import_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetContactImportResponse200 | GetContactImportResponse400 | GetContactImportResponse401 | GetContactImportResponse403 | GetContactImportResponse404 | GetContactImportResponse429 | GetContactImportResponse500 | GetContactImportResponse503
    """

    return sync_detailed(
        import_id=import_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    import_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    GetContactImportResponse200
    | GetContactImportResponse400
    | GetContactImportResponse401
    | GetContactImportResponse403
    | GetContactImportResponse404
    | GetContactImportResponse429
    | GetContactImportResponse500
    | GetContactImportResponse503
]:
    """Get a contact import

     Status (`queued`, `running`, `completed`, `failed`), progress (`processed` of `total_rows`), counts,
    and the first 100 rejected rows.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        import_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetContactImportResponse200 | GetContactImportResponse400 | GetContactImportResponse401 | GetContactImportResponse403 | GetContactImportResponse404 | GetContactImportResponse429 | GetContactImportResponse500 | GetContactImportResponse503]
    """

    kwargs = _get_kwargs(
        import_id=import_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    import_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> (
    GetContactImportResponse200
    | GetContactImportResponse400
    | GetContactImportResponse401
    | GetContactImportResponse403
    | GetContactImportResponse404
    | GetContactImportResponse429
    | GetContactImportResponse500
    | GetContactImportResponse503
    | None
):
    """Get a contact import

     Status (`queued`, `running`, `completed`, `failed`), progress (`processed` of `total_rows`), counts,
    and the first 100 rejected rows.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        import_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetContactImportResponse200 | GetContactImportResponse400 | GetContactImportResponse401 | GetContactImportResponse403 | GetContactImportResponse404 | GetContactImportResponse429 | GetContactImportResponse500 | GetContactImportResponse503
    """

    return (
        await asyncio_detailed(
            import_id=import_id,
            client=client,
        )
    ).parsed
