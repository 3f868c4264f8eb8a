from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.import_contacts_from_csv_file_match_on import (
    ImportContactsFromCsvFileMatchOn,
)
from ...models.import_contacts_from_csv_file_response_202 import ImportContactsFromCsvFileResponse202
from ...models.import_contacts_from_csv_file_response_400 import ImportContactsFromCsvFileResponse400
from ...models.import_contacts_from_csv_file_response_401 import ImportContactsFromCsvFileResponse401
from ...models.import_contacts_from_csv_file_response_403 import ImportContactsFromCsvFileResponse403
from ...models.import_contacts_from_csv_file_response_409 import ImportContactsFromCsvFileResponse409
from ...models.import_contacts_from_csv_file_response_413 import ImportContactsFromCsvFileResponse413
from ...models.import_contacts_from_csv_file_response_415 import ImportContactsFromCsvFileResponse415
from ...models.import_contacts_from_csv_file_response_422 import ImportContactsFromCsvFileResponse422
from ...models.import_contacts_from_csv_file_response_429 import ImportContactsFromCsvFileResponse429
from ...models.import_contacts_from_csv_file_response_500 import ImportContactsFromCsvFileResponse500
from ...models.import_contacts_from_csv_file_response_503 import ImportContactsFromCsvFileResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: str,
    mapping_query: str | Unset = UNSET,
    match_on: ImportContactsFromCsvFileMatchOn | Unset = "phone",
    file_name: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    mapping_header: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(mapping_header, Unset):
        headers["Mapping"] = mapping_header

    params: dict[str, Any] = {}

    params["mapping"] = mapping_query

    json_match_on: str | Unset = UNSET
    if not isinstance(match_on, Unset):
        json_match_on = match_on

    params["match_on"] = json_match_on

    params["file_name"] = file_name

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/contacts/imports",
        "params": params,
    }

    _kwargs["content"] = body.payload
    headers["Content-Type"] = "text/csv"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ImportContactsFromCsvFileResponse202
    | ImportContactsFromCsvFileResponse400
    | ImportContactsFromCsvFileResponse401
    | ImportContactsFromCsvFileResponse403
    | ImportContactsFromCsvFileResponse409
    | ImportContactsFromCsvFileResponse413
    | ImportContactsFromCsvFileResponse415
    | ImportContactsFromCsvFileResponse422
    | ImportContactsFromCsvFileResponse429
    | ImportContactsFromCsvFileResponse500
    | ImportContactsFromCsvFileResponse503
    | None
):
    if response.status_code == 202:
        response_202 = ImportContactsFromCsvFileResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = ImportContactsFromCsvFileResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ImportContactsFromCsvFileResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ImportContactsFromCsvFileResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = ImportContactsFromCsvFileResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ImportContactsFromCsvFileResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = ImportContactsFromCsvFileResponse415.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = ImportContactsFromCsvFileResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ImportContactsFromCsvFileResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ImportContactsFromCsvFileResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ImportContactsFromCsvFileResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ImportContactsFromCsvFileResponse202
    | ImportContactsFromCsvFileResponse400
    | ImportContactsFromCsvFileResponse401
    | ImportContactsFromCsvFileResponse403
    | ImportContactsFromCsvFileResponse409
    | ImportContactsFromCsvFileResponse413
    | ImportContactsFromCsvFileResponse415
    | ImportContactsFromCsvFileResponse422
    | ImportContactsFromCsvFileResponse429
    | ImportContactsFromCsvFileResponse500
    | ImportContactsFromCsvFileResponse503
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
    body: str,
    mapping_query: str | Unset = UNSET,
    match_on: ImportContactsFromCsvFileMatchOn | Unset = "phone",
    file_name: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    mapping_header: str | Unset = UNSET,
) -> Response[
    ImportContactsFromCsvFileResponse202
    | ImportContactsFromCsvFileResponse400
    | ImportContactsFromCsvFileResponse401
    | ImportContactsFromCsvFileResponse403
    | ImportContactsFromCsvFileResponse409
    | ImportContactsFromCsvFileResponse413
    | ImportContactsFromCsvFileResponse415
    | ImportContactsFromCsvFileResponse422
    | ImportContactsFromCsvFileResponse429
    | ImportContactsFromCsvFileResponse500
    | ImportContactsFromCsvFileResponse503
]:
    """Import contacts from a CSV file

     Send the file as the body (`Content-Type: text/csv`, up to 50 MiB), in UTF-8, or in Windows-1252
    (Latin-1) when the type says `charset=windows-1252`. The file is checked at once: at most 500
    columns and 128 KiB a line, valid in its charset (the message names the first line that is not, and
    the encoding the file seems to be in, such as Windows-1252), a header row of distinct names, and the
    mapping. An account may have 2 imports under way and start 50 in 24 hours (operator settings); past
    either, 429 `import_limit_reached` (with `Retry-After` for the daily limit). The rows are imported
    in the background (follow `GET /api/v1/contacts/imports/{id}`). Each row is a create, or a PATCH of
    the contact it matches on `match_on`; rows that cannot be imported (an invalid number, a NUL
    character, a value a contact variable refuses) are listed as row errors and do not stop the import;
    an error gives the row as a spreadsheet numbers it (the header is row 1) and says in words which
    column held what. Mapping targets: first_name, last_name, full_name (split at the first space),
    email, company, website, address, city, state, zip_code, country, timezone, status, stage, team_id,
    phone_number (several columns may), other_phone_numbers (a list in one cell), tags (several columns
    may; a cell is split on commas, semicolons and bars), context.<variable> (a contact variable, typed
    through its definition), custom_context.<key> and industry_context.<key> (a key of those objects,
    merged into a matched contact's; a custom_context key a contact variable defines is typed through
    it, any other is kept as text; a column named `custom_context.<key>` maps there by itself), and the
    consent columns: consent_kind (express, express_written), consent_scope (informational, marketing),
    consent_captured_at and consent_expires_at (a date-time, or a date meaning its start in UTC),
    consent_source_url and consent_text (the words agreed to). A row with consent values records a
    consent of its first phone number (source type `import`) with its contact, in the same transaction;
    kind, scope and captured_at are then required, and a bad consent value is that row's error (its
    contact is not written). The file is deleted when the import ends.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        mapping_query (str | Unset):
        match_on (ImportContactsFromCsvFileMatchOn | Unset):  Default: 'phone'.
        file_name (str | Unset):
        idempotency_key (str | Unset):
        mapping_header (str | Unset):
        body (str): The CSV file, up to 50 MiB: UTF-8, a header row, comma, semicolon or tab
            separated (found from the header row), quoted fields may hold separators and line breaks;
            a byte order mark is ignored.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ImportContactsFromCsvFileResponse202 | ImportContactsFromCsvFileResponse400 | ImportContactsFromCsvFileResponse401 | ImportContactsFromCsvFileResponse403 | ImportContactsFromCsvFileResponse409 | ImportContactsFromCsvFileResponse413 | ImportContactsFromCsvFileResponse415 | ImportContactsFromCsvFileResponse422 | ImportContactsFromCsvFileResponse429 | ImportContactsFromCsvFileResponse500 | ImportContactsFromCsvFileResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
        mapping_query=mapping_query,
        match_on=match_on,
        file_name=file_name,
        idempotency_key=idempotency_key,
        mapping_header=mapping_header,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: str,
    mapping_query: str | Unset = UNSET,
    match_on: ImportContactsFromCsvFileMatchOn | Unset = "phone",
    file_name: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    mapping_header: str | Unset = UNSET,
) -> (
    ImportContactsFromCsvFileResponse202
    | ImportContactsFromCsvFileResponse400
    | ImportContactsFromCsvFileResponse401
    | ImportContactsFromCsvFileResponse403
    | ImportContactsFromCsvFileResponse409
    | ImportContactsFromCsvFileResponse413
    | ImportContactsFromCsvFileResponse415
    | ImportContactsFromCsvFileResponse422
    | ImportContactsFromCsvFileResponse429
    | ImportContactsFromCsvFileResponse500
    | ImportContactsFromCsvFileResponse503
    | None
):
    """Import contacts from a CSV file

     Send the file as the body (`Content-Type: text/csv`, up to 50 MiB), in UTF-8, or in Windows-1252
    (Latin-1) when the type says `charset=windows-1252`. The file is checked at once: at most 500
    columns and 128 KiB a line, valid in its charset (the message names the first line that is not, and
    the encoding the file seems to be in, such as Windows-1252), a header row of distinct names, and the
    mapping. An account may have 2 imports under way and start 50 in 24 hours (operator settings); past
    either, 429 `import_limit_reached` (with `Retry-After` for the daily limit). The rows are imported
    in the background (follow `GET /api/v1/contacts/imports/{id}`). Each row is a create, or a PATCH of
    the contact it matches on `match_on`; rows that cannot be imported (an invalid number, a NUL
    character, a value a contact variable refuses) are listed as row errors and do not stop the import;
    an error gives the row as a spreadsheet numbers it (the header is row 1) and says in words which
    column held what. Mapping targets: first_name, last_name, full_name (split at the first space),
    email, company, website, address, city, state, zip_code, country, timezone, status, stage, team_id,
    phone_number (several columns may), other_phone_numbers (a list in one cell), tags (several columns
    may; a cell is split on commas, semicolons and bars), context.<variable> (a contact variable, typed
    through its definition), custom_context.<key> and industry_context.<key> (a key of those objects,
    merged into a matched contact's; a custom_context key a contact variable defines is typed through
    it, any other is kept as text; a column named `custom_context.<key>` maps there by itself), and the
    consent columns: consent_kind (express, express_written), consent_scope (informational, marketing),
    consent_captured_at and consent_expires_at (a date-time, or a date meaning its start in UTC),
    consent_source_url and consent_text (the words agreed to). A row with consent values records a
    consent of its first phone number (source type `import`) with its contact, in the same transaction;
    kind, scope and captured_at are then required, and a bad consent value is that row's error (its
    contact is not written). The file is deleted when the import ends.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        mapping_query (str | Unset):
        match_on (ImportContactsFromCsvFileMatchOn | Unset):  Default: 'phone'.
        file_name (str | Unset):
        idempotency_key (str | Unset):
        mapping_header (str | Unset):
        body (str): The CSV file, up to 50 MiB: UTF-8, a header row, comma, semicolon or tab
            separated (found from the header row), quoted fields may hold separators and line breaks;
            a byte order mark is ignored.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ImportContactsFromCsvFileResponse202 | ImportContactsFromCsvFileResponse400 | ImportContactsFromCsvFileResponse401 | ImportContactsFromCsvFileResponse403 | ImportContactsFromCsvFileResponse409 | ImportContactsFromCsvFileResponse413 | ImportContactsFromCsvFileResponse415 | ImportContactsFromCsvFileResponse422 | ImportContactsFromCsvFileResponse429 | ImportContactsFromCsvFileResponse500 | ImportContactsFromCsvFileResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        mapping_query=mapping_query,
        match_on=match_on,
        file_name=file_name,
        idempotency_key=idempotency_key,
        mapping_header=mapping_header,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: str,
    mapping_query: str | Unset = UNSET,
    match_on: ImportContactsFromCsvFileMatchOn | Unset = "phone",
    file_name: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    mapping_header: str | Unset = UNSET,
) -> Response[
    ImportContactsFromCsvFileResponse202
    | ImportContactsFromCsvFileResponse400
    | ImportContactsFromCsvFileResponse401
    | ImportContactsFromCsvFileResponse403
    | ImportContactsFromCsvFileResponse409
    | ImportContactsFromCsvFileResponse413
    | ImportContactsFromCsvFileResponse415
    | ImportContactsFromCsvFileResponse422
    | ImportContactsFromCsvFileResponse429
    | ImportContactsFromCsvFileResponse500
    | ImportContactsFromCsvFileResponse503
]:
    """Import contacts from a CSV file

     Send the file as the body (`Content-Type: text/csv`, up to 50 MiB), in UTF-8, or in Windows-1252
    (Latin-1) when the type says `charset=windows-1252`. The file is checked at once: at most 500
    columns and 128 KiB a line, valid in its charset (the message names the first line that is not, and
    the encoding the file seems to be in, such as Windows-1252), a header row of distinct names, and the
    mapping. An account may have 2 imports under way and start 50 in 24 hours (operator settings); past
    either, 429 `import_limit_reached` (with `Retry-After` for the daily limit). The rows are imported
    in the background (follow `GET /api/v1/contacts/imports/{id}`). Each row is a create, or a PATCH of
    the contact it matches on `match_on`; rows that cannot be imported (an invalid number, a NUL
    character, a value a contact variable refuses) are listed as row errors and do not stop the import;
    an error gives the row as a spreadsheet numbers it (the header is row 1) and says in words which
    column held what. Mapping targets: first_name, last_name, full_name (split at the first space),
    email, company, website, address, city, state, zip_code, country, timezone, status, stage, team_id,
    phone_number (several columns may), other_phone_numbers (a list in one cell), tags (several columns
    may; a cell is split on commas, semicolons and bars), context.<variable> (a contact variable, typed
    through its definition), custom_context.<key> and industry_context.<key> (a key of those objects,
    merged into a matched contact's; a custom_context key a contact variable defines is typed through
    it, any other is kept as text; a column named `custom_context.<key>` maps there by itself), and the
    consent columns: consent_kind (express, express_written), consent_scope (informational, marketing),
    consent_captured_at and consent_expires_at (a date-time, or a date meaning its start in UTC),
    consent_source_url and consent_text (the words agreed to). A row with consent values records a
    consent of its first phone number (source type `import`) with its contact, in the same transaction;
    kind, scope and captured_at are then required, and a bad consent value is that row's error (its
    contact is not written). The file is deleted when the import ends.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        mapping_query (str | Unset):
        match_on (ImportContactsFromCsvFileMatchOn | Unset):  Default: 'phone'.
        file_name (str | Unset):
        idempotency_key (str | Unset):
        mapping_header (str | Unset):
        body (str): The CSV file, up to 50 MiB: UTF-8, a header row, comma, semicolon or tab
            separated (found from the header row), quoted fields may hold separators and line breaks;
            a byte order mark is ignored.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ImportContactsFromCsvFileResponse202 | ImportContactsFromCsvFileResponse400 | ImportContactsFromCsvFileResponse401 | ImportContactsFromCsvFileResponse403 | ImportContactsFromCsvFileResponse409 | ImportContactsFromCsvFileResponse413 | ImportContactsFromCsvFileResponse415 | ImportContactsFromCsvFileResponse422 | ImportContactsFromCsvFileResponse429 | ImportContactsFromCsvFileResponse500 | ImportContactsFromCsvFileResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
        mapping_query=mapping_query,
        match_on=match_on,
        file_name=file_name,
        idempotency_key=idempotency_key,
        mapping_header=mapping_header,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: str,
    mapping_query: str | Unset = UNSET,
    match_on: ImportContactsFromCsvFileMatchOn | Unset = "phone",
    file_name: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    mapping_header: str | Unset = UNSET,
) -> (
    ImportContactsFromCsvFileResponse202
    | ImportContactsFromCsvFileResponse400
    | ImportContactsFromCsvFileResponse401
    | ImportContactsFromCsvFileResponse403
    | ImportContactsFromCsvFileResponse409
    | ImportContactsFromCsvFileResponse413
    | ImportContactsFromCsvFileResponse415
    | ImportContactsFromCsvFileResponse422
    | ImportContactsFromCsvFileResponse429
    | ImportContactsFromCsvFileResponse500
    | ImportContactsFromCsvFileResponse503
    | None
):
    """Import contacts from a CSV file

     Send the file as the body (`Content-Type: text/csv`, up to 50 MiB), in UTF-8, or in Windows-1252
    (Latin-1) when the type says `charset=windows-1252`. The file is checked at once: at most 500
    columns and 128 KiB a line, valid in its charset (the message names the first line that is not, and
    the encoding the file seems to be in, such as Windows-1252), a header row of distinct names, and the
    mapping. An account may have 2 imports under way and start 50 in 24 hours (operator settings); past
    either, 429 `import_limit_reached` (with `Retry-After` for the daily limit). The rows are imported
    in the background (follow `GET /api/v1/contacts/imports/{id}`). Each row is a create, or a PATCH of
    the contact it matches on `match_on`; rows that cannot be imported (an invalid number, a NUL
    character, a value a contact variable refuses) are listed as row errors and do not stop the import;
    an error gives the row as a spreadsheet numbers it (the header is row 1) and says in words which
    column held what. Mapping targets: first_name, last_name, full_name (split at the first space),
    email, company, website, address, city, state, zip_code, country, timezone, status, stage, team_id,
    phone_number (several columns may), other_phone_numbers (a list in one cell), tags (several columns
    may; a cell is split on commas, semicolons and bars), context.<variable> (a contact variable, typed
    through its definition), custom_context.<key> and industry_context.<key> (a key of those objects,
    merged into a matched contact's; a custom_context key a contact variable defines is typed through
    it, any other is kept as text; a column named `custom_context.<key>` maps there by itself), and the
    consent columns: consent_kind (express, express_written), consent_scope (informational, marketing),
    consent_captured_at and consent_expires_at (a date-time, or a date meaning its start in UTC),
    consent_source_url and consent_text (the words agreed to). A row with consent values records a
    consent of its first phone number (source type `import`) with its contact, in the same transaction;
    kind, scope and captured_at are then required, and a bad consent value is that row's error (its
    contact is not written). The file is deleted when the import ends.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        mapping_query (str | Unset):
        match_on (ImportContactsFromCsvFileMatchOn | Unset):  Default: 'phone'.
        file_name (str | Unset):
        idempotency_key (str | Unset):
        mapping_header (str | Unset):
        body (str): The CSV file, up to 50 MiB: UTF-8, a header row, comma, semicolon or tab
            separated (found from the header row), quoted fields may hold separators and line breaks;
            a byte order mark is ignored.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ImportContactsFromCsvFileResponse202 | ImportContactsFromCsvFileResponse400 | ImportContactsFromCsvFileResponse401 | ImportContactsFromCsvFileResponse403 | ImportContactsFromCsvFileResponse409 | ImportContactsFromCsvFileResponse413 | ImportContactsFromCsvFileResponse415 | ImportContactsFromCsvFileResponse422 | ImportContactsFromCsvFileResponse429 | ImportContactsFromCsvFileResponse500 | ImportContactsFromCsvFileResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            mapping_query=mapping_query,
            match_on=match_on,
            file_name=file_name,
            idempotency_key=idempotency_key,
            mapping_header=mapping_header,
        )
    ).parsed
