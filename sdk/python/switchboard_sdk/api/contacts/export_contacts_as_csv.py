from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.export_contacts_as_csv_response_400 import ExportContactsAsCsvResponse400
from ...models.export_contacts_as_csv_response_401 import ExportContactsAsCsvResponse401
from ...models.export_contacts_as_csv_response_403 import ExportContactsAsCsvResponse403
from ...models.export_contacts_as_csv_response_429 import ExportContactsAsCsvResponse429
from ...models.export_contacts_as_csv_response_500 import ExportContactsAsCsvResponse500
from ...models.export_contacts_as_csv_response_503 import ExportContactsAsCsvResponse503
from ...models.export_contacts_as_csv_stage import ExportContactsAsCsvStage
from ...models.export_contacts_as_csv_status import ExportContactsAsCsvStatus
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    q: str | Unset = UNSET,
    tag: str | Unset = UNSET,
    status: ExportContactsAsCsvStatus | Unset = UNSET,
    stage: ExportContactsAsCsvStage | Unset = UNSET,
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

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/contacts/export.csv",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ExportContactsAsCsvResponse400
    | ExportContactsAsCsvResponse401
    | ExportContactsAsCsvResponse403
    | ExportContactsAsCsvResponse429
    | ExportContactsAsCsvResponse500
    | ExportContactsAsCsvResponse503
    | str
    | None
):
    if response.status_code == 200:
        response_200 = cast(str, response.content)
        return response_200

    if response.status_code == 400:
        response_400 = ExportContactsAsCsvResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ExportContactsAsCsvResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ExportContactsAsCsvResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ExportContactsAsCsvResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ExportContactsAsCsvResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ExportContactsAsCsvResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ExportContactsAsCsvResponse400
    | ExportContactsAsCsvResponse401
    | ExportContactsAsCsvResponse403
    | ExportContactsAsCsvResponse429
    | ExportContactsAsCsvResponse500
    | ExportContactsAsCsvResponse503
    | str
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
    status: ExportContactsAsCsvStatus | Unset = UNSET,
    stage: ExportContactsAsCsvStage | Unset = UNSET,
    cursor: int | Unset = UNSET,
) -> Response[
    ExportContactsAsCsvResponse400
    | ExportContactsAsCsvResponse401
    | ExportContactsAsCsvResponse403
    | ExportContactsAsCsvResponse429
    | ExportContactsAsCsvResponse500
    | ExportContactsAsCsvResponse503
    | str
]:
    """Export contacts as CSV

     Every contact the list shows for the same filters (`q`, `tag`, `status`, `stage`), newest first,
    streamed as text/csv. Columns: id, first_name, last_name, email, phone_number (the primary),
    other_phone_numbers, company, website, address, city, state, zip_code, country, timezone, status,
    stage, team_id, tags, custom_context (JSON), created_at, updated_at, then one `context.<name>`
    column per contact variable the account defines (by name; the value as text, which the import types
    back through the definition). Phone numbers are written in the international format (`+1 415 555
    0123`; several joined by `; `), which spreadsheets open as text with the plus sign (the bare E.164
    form opens as a number without it); remove the spaces for E.164. Any other cell starting with =, +,
    -, @, tab or carriage return gets a leading apostrophe so a spreadsheet never runs it as a formula
    (the import removes it again).

    Requires the `can_read_contacts` permission on the API key.

    Args:
        q (str | Unset):
        tag (str | Unset):
        status (ExportContactsAsCsvStatus | Unset):
        stage (ExportContactsAsCsvStage | Unset):
        cursor (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExportContactsAsCsvResponse400 | ExportContactsAsCsvResponse401 | ExportContactsAsCsvResponse403 | ExportContactsAsCsvResponse429 | ExportContactsAsCsvResponse500 | ExportContactsAsCsvResponse503 | str]
    """

    kwargs = _get_kwargs(
        q=q,
        tag=tag,
        status=status,
        stage=stage,
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
    status: ExportContactsAsCsvStatus | Unset = UNSET,
    stage: ExportContactsAsCsvStage | Unset = UNSET,
    cursor: int | Unset = UNSET,
) -> (
    ExportContactsAsCsvResponse400
    | ExportContactsAsCsvResponse401
    | ExportContactsAsCsvResponse403
    | ExportContactsAsCsvResponse429
    | ExportContactsAsCsvResponse500
    | ExportContactsAsCsvResponse503
    | str
    | None
):
    """Export contacts as CSV

     Every contact the list shows for the same filters (`q`, `tag`, `status`, `stage`), newest first,
    streamed as text/csv. Columns: id, first_name, last_name, email, phone_number (the primary),
    other_phone_numbers, company, website, address, city, state, zip_code, country, timezone, status,
    stage, team_id, tags, custom_context (JSON), created_at, updated_at, then one `context.<name>`
    column per contact variable the account defines (by name; the value as text, which the import types
    back through the definition). Phone numbers are written in the international format (`+1 415 555
    0123`; several joined by `; `), which spreadsheets open as text with the plus sign (the bare E.164
    form opens as a number without it); remove the spaces for E.164. Any other cell starting with =, +,
    -, @, tab or carriage return gets a leading apostrophe so a spreadsheet never runs it as a formula
    (the import removes it again).

    Requires the `can_read_contacts` permission on the API key.

    Args:
        q (str | Unset):
        tag (str | Unset):
        status (ExportContactsAsCsvStatus | Unset):
        stage (ExportContactsAsCsvStage | Unset):
        cursor (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExportContactsAsCsvResponse400 | ExportContactsAsCsvResponse401 | ExportContactsAsCsvResponse403 | ExportContactsAsCsvResponse429 | ExportContactsAsCsvResponse500 | ExportContactsAsCsvResponse503 | str
    """

    return sync_detailed(
        client=client,
        q=q,
        tag=tag,
        status=status,
        stage=stage,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    q: str | Unset = UNSET,
    tag: str | Unset = UNSET,
    status: ExportContactsAsCsvStatus | Unset = UNSET,
    stage: ExportContactsAsCsvStage | Unset = UNSET,
    cursor: int | Unset = UNSET,
) -> Response[
    ExportContactsAsCsvResponse400
    | ExportContactsAsCsvResponse401
    | ExportContactsAsCsvResponse403
    | ExportContactsAsCsvResponse429
    | ExportContactsAsCsvResponse500
    | ExportContactsAsCsvResponse503
    | str
]:
    """Export contacts as CSV

     Every contact the list shows for the same filters (`q`, `tag`, `status`, `stage`), newest first,
    streamed as text/csv. Columns: id, first_name, last_name, email, phone_number (the primary),
    other_phone_numbers, company, website, address, city, state, zip_code, country, timezone, status,
    stage, team_id, tags, custom_context (JSON), created_at, updated_at, then one `context.<name>`
    column per contact variable the account defines (by name; the value as text, which the import types
    back through the definition). Phone numbers are written in the international format (`+1 415 555
    0123`; several joined by `; `), which spreadsheets open as text with the plus sign (the bare E.164
    form opens as a number without it); remove the spaces for E.164. Any other cell starting with =, +,
    -, @, tab or carriage return gets a leading apostrophe so a spreadsheet never runs it as a formula
    (the import removes it again).

    Requires the `can_read_contacts` permission on the API key.

    Args:
        q (str | Unset):
        tag (str | Unset):
        status (ExportContactsAsCsvStatus | Unset):
        stage (ExportContactsAsCsvStage | Unset):
        cursor (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExportContactsAsCsvResponse400 | ExportContactsAsCsvResponse401 | ExportContactsAsCsvResponse403 | ExportContactsAsCsvResponse429 | ExportContactsAsCsvResponse500 | ExportContactsAsCsvResponse503 | str]
    """

    kwargs = _get_kwargs(
        q=q,
        tag=tag,
        status=status,
        stage=stage,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    q: str | Unset = UNSET,
    tag: str | Unset = UNSET,
    status: ExportContactsAsCsvStatus | Unset = UNSET,
    stage: ExportContactsAsCsvStage | Unset = UNSET,
    cursor: int | Unset = UNSET,
) -> (
    ExportContactsAsCsvResponse400
    | ExportContactsAsCsvResponse401
    | ExportContactsAsCsvResponse403
    | ExportContactsAsCsvResponse429
    | ExportContactsAsCsvResponse500
    | ExportContactsAsCsvResponse503
    | str
    | None
):
    """Export contacts as CSV

     Every contact the list shows for the same filters (`q`, `tag`, `status`, `stage`), newest first,
    streamed as text/csv. Columns: id, first_name, last_name, email, phone_number (the primary),
    other_phone_numbers, company, website, address, city, state, zip_code, country, timezone, status,
    stage, team_id, tags, custom_context (JSON), created_at, updated_at, then one `context.<name>`
    column per contact variable the account defines (by name; the value as text, which the import types
    back through the definition). Phone numbers are written in the international format (`+1 415 555
    0123`; several joined by `; `), which spreadsheets open as text with the plus sign (the bare E.164
    form opens as a number without it); remove the spaces for E.164. Any other cell starting with =, +,
    -, @, tab or carriage return gets a leading apostrophe so a spreadsheet never runs it as a formula
    (the import removes it again).

    Requires the `can_read_contacts` permission on the API key.

    Args:
        q (str | Unset):
        tag (str | Unset):
        status (ExportContactsAsCsvStatus | Unset):
        stage (ExportContactsAsCsvStage | Unset):
        cursor (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExportContactsAsCsvResponse400 | ExportContactsAsCsvResponse401 | ExportContactsAsCsvResponse403 | ExportContactsAsCsvResponse429 | ExportContactsAsCsvResponse500 | ExportContactsAsCsvResponse503 | str
    """

    return (
        await asyncio_detailed(
            client=client,
            q=q,
            tag=tag,
            status=status,
            stage=stage,
            cursor=cursor,
        )
    ).parsed
