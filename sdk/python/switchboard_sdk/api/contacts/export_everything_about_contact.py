from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.export_everything_about_contact_response_200 import ExportEverythingAboutContactResponse200
from ...models.export_everything_about_contact_response_400 import ExportEverythingAboutContactResponse400
from ...models.export_everything_about_contact_response_401 import ExportEverythingAboutContactResponse401
from ...models.export_everything_about_contact_response_403 import ExportEverythingAboutContactResponse403
from ...models.export_everything_about_contact_response_404 import ExportEverythingAboutContactResponse404
from ...models.export_everything_about_contact_response_429 import ExportEverythingAboutContactResponse429
from ...models.export_everything_about_contact_response_500 import ExportEverythingAboutContactResponse500
from ...models.export_everything_about_contact_response_503 import ExportEverythingAboutContactResponse503
from ...types import Response


def _get_kwargs(
    contact_id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/contacts/{contact_id}/export".format(
            contact_id=quote(str(contact_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ExportEverythingAboutContactResponse200
    | ExportEverythingAboutContactResponse400
    | ExportEverythingAboutContactResponse401
    | ExportEverythingAboutContactResponse403
    | ExportEverythingAboutContactResponse404
    | ExportEverythingAboutContactResponse429
    | ExportEverythingAboutContactResponse500
    | ExportEverythingAboutContactResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ExportEverythingAboutContactResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ExportEverythingAboutContactResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ExportEverythingAboutContactResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ExportEverythingAboutContactResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ExportEverythingAboutContactResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = ExportEverythingAboutContactResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ExportEverythingAboutContactResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ExportEverythingAboutContactResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ExportEverythingAboutContactResponse200
    | ExportEverythingAboutContactResponse400
    | ExportEverythingAboutContactResponse401
    | ExportEverythingAboutContactResponse403
    | ExportEverythingAboutContactResponse404
    | ExportEverythingAboutContactResponse429
    | ExportEverythingAboutContactResponse500
    | ExportEverythingAboutContactResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    contact_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    ExportEverythingAboutContactResponse200
    | ExportEverythingAboutContactResponse400
    | ExportEverythingAboutContactResponse401
    | ExportEverythingAboutContactResponse403
    | ExportEverythingAboutContactResponse404
    | ExportEverythingAboutContactResponse429
    | ExportEverythingAboutContactResponse500
    | ExportEverythingAboutContactResponse503
]:
    """Export everything about a contact

     Everything stored about the person, as one JSON document: the contact with its numbers and
    variables, the consents and do-not-call entries of its numbers, its calls with transcripts,
    summaries and recordings, the messages to and from it, and the bookings made with it. Each export is
    written to the audit log.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        contact_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExportEverythingAboutContactResponse200 | ExportEverythingAboutContactResponse400 | ExportEverythingAboutContactResponse401 | ExportEverythingAboutContactResponse403 | ExportEverythingAboutContactResponse404 | ExportEverythingAboutContactResponse429 | ExportEverythingAboutContactResponse500 | ExportEverythingAboutContactResponse503]
    """

    kwargs = _get_kwargs(
        contact_id=contact_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    contact_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> (
    ExportEverythingAboutContactResponse200
    | ExportEverythingAboutContactResponse400
    | ExportEverythingAboutContactResponse401
    | ExportEverythingAboutContactResponse403
    | ExportEverythingAboutContactResponse404
    | ExportEverythingAboutContactResponse429
    | ExportEverythingAboutContactResponse500
    | ExportEverythingAboutContactResponse503
    | None
):
    """Export everything about a contact

     Everything stored about the person, as one JSON document: the contact with its numbers and
    variables, the consents and do-not-call entries of its numbers, its calls with transcripts,
    summaries and recordings, the messages to and from it, and the bookings made with it. Each export is
    written to the audit log.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        contact_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExportEverythingAboutContactResponse200 | ExportEverythingAboutContactResponse400 | ExportEverythingAboutContactResponse401 | ExportEverythingAboutContactResponse403 | ExportEverythingAboutContactResponse404 | ExportEverythingAboutContactResponse429 | ExportEverythingAboutContactResponse500 | ExportEverythingAboutContactResponse503
    """

    return sync_detailed(
        contact_id=contact_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    contact_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    ExportEverythingAboutContactResponse200
    | ExportEverythingAboutContactResponse400
    | ExportEverythingAboutContactResponse401
    | ExportEverythingAboutContactResponse403
    | ExportEverythingAboutContactResponse404
    | ExportEverythingAboutContactResponse429
    | ExportEverythingAboutContactResponse500
    | ExportEverythingAboutContactResponse503
]:
    """Export everything about a contact

     Everything stored about the person, as one JSON document: the contact with its numbers and
    variables, the consents and do-not-call entries of its numbers, its calls with transcripts,
    summaries and recordings, the messages to and from it, and the bookings made with it. Each export is
    written to the audit log.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        contact_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExportEverythingAboutContactResponse200 | ExportEverythingAboutContactResponse400 | ExportEverythingAboutContactResponse401 | ExportEverythingAboutContactResponse403 | ExportEverythingAboutContactResponse404 | ExportEverythingAboutContactResponse429 | ExportEverythingAboutContactResponse500 | ExportEverythingAboutContactResponse503]
    """

    kwargs = _get_kwargs(
        contact_id=contact_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    contact_id: int,
    *,
    client: AuthenticatedClient | Client,
) -> (
    ExportEverythingAboutContactResponse200
    | ExportEverythingAboutContactResponse400
    | ExportEverythingAboutContactResponse401
    | ExportEverythingAboutContactResponse403
    | ExportEverythingAboutContactResponse404
    | ExportEverythingAboutContactResponse429
    | ExportEverythingAboutContactResponse500
    | ExportEverythingAboutContactResponse503
    | None
):
    """Export everything about a contact

     Everything stored about the person, as one JSON document: the contact with its numbers and
    variables, the consents and do-not-call entries of its numbers, its calls with transcripts,
    summaries and recordings, the messages to and from it, and the bookings made with it. Each export is
    written to the audit log.

    Requires the `can_read_contacts` permission on the API key.

    Args:
        contact_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExportEverythingAboutContactResponse200 | ExportEverythingAboutContactResponse400 | ExportEverythingAboutContactResponse401 | ExportEverythingAboutContactResponse403 | ExportEverythingAboutContactResponse404 | ExportEverythingAboutContactResponse429 | ExportEverythingAboutContactResponse500 | ExportEverythingAboutContactResponse503
    """

    return (
        await asyncio_detailed(
            contact_id=contact_id,
            client=client,
        )
    ).parsed
