from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.download_imports_error_report_response_400 import DownloadImportsErrorReportResponse400
from ...models.download_imports_error_report_response_401 import DownloadImportsErrorReportResponse401
from ...models.download_imports_error_report_response_403 import DownloadImportsErrorReportResponse403
from ...models.download_imports_error_report_response_404 import DownloadImportsErrorReportResponse404
from ...models.download_imports_error_report_response_429 import DownloadImportsErrorReportResponse429
from ...models.download_imports_error_report_response_500 import DownloadImportsErrorReportResponse500
from ...models.download_imports_error_report_response_503 import DownloadImportsErrorReportResponse503
from ...types import Response


def _get_kwargs(
    import_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/contacts/imports/{import_id}/errors.csv".format(
            import_id=quote(str(import_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    DownloadImportsErrorReportResponse400
    | DownloadImportsErrorReportResponse401
    | DownloadImportsErrorReportResponse403
    | DownloadImportsErrorReportResponse404
    | DownloadImportsErrorReportResponse429
    | DownloadImportsErrorReportResponse500
    | DownloadImportsErrorReportResponse503
    | str
    | None
):
    if response.status_code == 200:
        response_200 = cast(str, response.content)
        return response_200

    if response.status_code == 400:
        response_400 = DownloadImportsErrorReportResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = DownloadImportsErrorReportResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DownloadImportsErrorReportResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DownloadImportsErrorReportResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = DownloadImportsErrorReportResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = DownloadImportsErrorReportResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = DownloadImportsErrorReportResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    DownloadImportsErrorReportResponse400
    | DownloadImportsErrorReportResponse401
    | DownloadImportsErrorReportResponse403
    | DownloadImportsErrorReportResponse404
    | DownloadImportsErrorReportResponse429
    | DownloadImportsErrorReportResponse500
    | DownloadImportsErrorReportResponse503
    | str
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
    DownloadImportsErrorReportResponse400
    | DownloadImportsErrorReportResponse401
    | DownloadImportsErrorReportResponse403
    | DownloadImportsErrorReportResponse404
    | DownloadImportsErrorReportResponse429
    | DownloadImportsErrorReportResponse500
    | DownloadImportsErrorReportResponse503
    | str
]:
    """Download an import's error report

     text/csv with the columns row, message: every rejected row of the import (the row counts data rows
    from 1).

    Requires the `can_read_contacts` permission on the API key.

    Args:
        import_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DownloadImportsErrorReportResponse400 | DownloadImportsErrorReportResponse401 | DownloadImportsErrorReportResponse403 | DownloadImportsErrorReportResponse404 | DownloadImportsErrorReportResponse429 | DownloadImportsErrorReportResponse500 | DownloadImportsErrorReportResponse503 | str]
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
    DownloadImportsErrorReportResponse400
    | DownloadImportsErrorReportResponse401
    | DownloadImportsErrorReportResponse403
    | DownloadImportsErrorReportResponse404
    | DownloadImportsErrorReportResponse429
    | DownloadImportsErrorReportResponse500
    | DownloadImportsErrorReportResponse503
    | str
    | None
):
    """Download an import's error report

     text/csv with the columns row, message: every rejected row of the import (the row counts data rows
    from 1).

    Requires the `can_read_contacts` permission on the API key.

    Args:
        import_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DownloadImportsErrorReportResponse400 | DownloadImportsErrorReportResponse401 | DownloadImportsErrorReportResponse403 | DownloadImportsErrorReportResponse404 | DownloadImportsErrorReportResponse429 | DownloadImportsErrorReportResponse500 | DownloadImportsErrorReportResponse503 | str
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
    DownloadImportsErrorReportResponse400
    | DownloadImportsErrorReportResponse401
    | DownloadImportsErrorReportResponse403
    | DownloadImportsErrorReportResponse404
    | DownloadImportsErrorReportResponse429
    | DownloadImportsErrorReportResponse500
    | DownloadImportsErrorReportResponse503
    | str
]:
    """Download an import's error report

     text/csv with the columns row, message: every rejected row of the import (the row counts data rows
    from 1).

    Requires the `can_read_contacts` permission on the API key.

    Args:
        import_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DownloadImportsErrorReportResponse400 | DownloadImportsErrorReportResponse401 | DownloadImportsErrorReportResponse403 | DownloadImportsErrorReportResponse404 | DownloadImportsErrorReportResponse429 | DownloadImportsErrorReportResponse500 | DownloadImportsErrorReportResponse503 | str]
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
    DownloadImportsErrorReportResponse400
    | DownloadImportsErrorReportResponse401
    | DownloadImportsErrorReportResponse403
    | DownloadImportsErrorReportResponse404
    | DownloadImportsErrorReportResponse429
    | DownloadImportsErrorReportResponse500
    | DownloadImportsErrorReportResponse503
    | str
    | None
):
    """Download an import's error report

     text/csv with the columns row, message: every rejected row of the import (the row counts data rows
    from 1).

    Requires the `can_read_contacts` permission on the API key.

    Args:
        import_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DownloadImportsErrorReportResponse400 | DownloadImportsErrorReportResponse401 | DownloadImportsErrorReportResponse403 | DownloadImportsErrorReportResponse404 | DownloadImportsErrorReportResponse429 | DownloadImportsErrorReportResponse500 | DownloadImportsErrorReportResponse503 | str
    """

    return (
        await asyncio_detailed(
            import_id=import_id,
            client=client,
        )
    ).parsed
