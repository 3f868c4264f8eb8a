import datetime
from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.export_compliance_records_as_csv_response_400 import ExportComplianceRecordsAsCsvResponse400
from ...models.export_compliance_records_as_csv_response_401 import ExportComplianceRecordsAsCsvResponse401
from ...models.export_compliance_records_as_csv_response_403 import ExportComplianceRecordsAsCsvResponse403
from ...models.export_compliance_records_as_csv_response_429 import ExportComplianceRecordsAsCsvResponse429
from ...models.export_compliance_records_as_csv_response_500 import ExportComplianceRecordsAsCsvResponse500
from ...models.export_compliance_records_as_csv_response_503 import ExportComplianceRecordsAsCsvResponse503
from ...types import UNSET, Response


def _get_kwargs(
    *,
    from_: datetime.datetime,
    to: datetime.datetime,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_from_ = from_.isoformat()
    params["from"] = json_from_

    json_to = to.isoformat()
    params["to"] = json_to

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/compliance/records.csv",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ExportComplianceRecordsAsCsvResponse400
    | ExportComplianceRecordsAsCsvResponse401
    | ExportComplianceRecordsAsCsvResponse403
    | ExportComplianceRecordsAsCsvResponse429
    | ExportComplianceRecordsAsCsvResponse500
    | ExportComplianceRecordsAsCsvResponse503
    | str
    | None
):
    if response.status_code == 200:
        response_200 = cast(str, response.content)
        return response_200

    if response.status_code == 400:
        response_400 = ExportComplianceRecordsAsCsvResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ExportComplianceRecordsAsCsvResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ExportComplianceRecordsAsCsvResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 429:
        response_429 = ExportComplianceRecordsAsCsvResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ExportComplianceRecordsAsCsvResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ExportComplianceRecordsAsCsvResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ExportComplianceRecordsAsCsvResponse400
    | ExportComplianceRecordsAsCsvResponse401
    | ExportComplianceRecordsAsCsvResponse403
    | ExportComplianceRecordsAsCsvResponse429
    | ExportComplianceRecordsAsCsvResponse500
    | ExportComplianceRecordsAsCsvResponse503
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
    from_: datetime.datetime,
    to: datetime.datetime,
) -> Response[
    ExportComplianceRecordsAsCsvResponse400
    | ExportComplianceRecordsAsCsvResponse401
    | ExportComplianceRecordsAsCsvResponse403
    | ExportComplianceRecordsAsCsvResponse429
    | ExportComplianceRecordsAsCsvResponse500
    | ExportComplianceRecordsAsCsvResponse503
    | str
]:
    """Export compliance records as CSV

     Every compliance record decided in [`from`, `to`) (at most 366 days), oldest first, streamed as
    text/csv for an audit. Columns: call_id, decided_at, stage, allowed, purpose, rules_version,
    timezones, local_time, jurisdictions (space-separated), window, holiday (JSON), dials_24h,
    frequency_cap, do_not_call_listed, consent_id, consent_kind, consent_scope, consent_captured_at,
    destination_country, destination_number_type, disclosures, blocks (JSON). A cell starting with =, +,
    -, @, tab or carriage return gets a leading apostrophe.

    Requires the `can_read_calls` permission on the API key.

    Args:
        from_ (datetime.datetime):
        to (datetime.datetime):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExportComplianceRecordsAsCsvResponse400 | ExportComplianceRecordsAsCsvResponse401 | ExportComplianceRecordsAsCsvResponse403 | ExportComplianceRecordsAsCsvResponse429 | ExportComplianceRecordsAsCsvResponse500 | ExportComplianceRecordsAsCsvResponse503 | str]
    """

    kwargs = _get_kwargs(
        from_=from_,
        to=to,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    from_: datetime.datetime,
    to: datetime.datetime,
) -> (
    ExportComplianceRecordsAsCsvResponse400
    | ExportComplianceRecordsAsCsvResponse401
    | ExportComplianceRecordsAsCsvResponse403
    | ExportComplianceRecordsAsCsvResponse429
    | ExportComplianceRecordsAsCsvResponse500
    | ExportComplianceRecordsAsCsvResponse503
    | str
    | None
):
    """Export compliance records as CSV

     Every compliance record decided in [`from`, `to`) (at most 366 days), oldest first, streamed as
    text/csv for an audit. Columns: call_id, decided_at, stage, allowed, purpose, rules_version,
    timezones, local_time, jurisdictions (space-separated), window, holiday (JSON), dials_24h,
    frequency_cap, do_not_call_listed, consent_id, consent_kind, consent_scope, consent_captured_at,
    destination_country, destination_number_type, disclosures, blocks (JSON). A cell starting with =, +,
    -, @, tab or carriage return gets a leading apostrophe.

    Requires the `can_read_calls` permission on the API key.

    Args:
        from_ (datetime.datetime):
        to (datetime.datetime):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExportComplianceRecordsAsCsvResponse400 | ExportComplianceRecordsAsCsvResponse401 | ExportComplianceRecordsAsCsvResponse403 | ExportComplianceRecordsAsCsvResponse429 | ExportComplianceRecordsAsCsvResponse500 | ExportComplianceRecordsAsCsvResponse503 | str
    """

    return sync_detailed(
        client=client,
        from_=from_,
        to=to,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    from_: datetime.datetime,
    to: datetime.datetime,
) -> Response[
    ExportComplianceRecordsAsCsvResponse400
    | ExportComplianceRecordsAsCsvResponse401
    | ExportComplianceRecordsAsCsvResponse403
    | ExportComplianceRecordsAsCsvResponse429
    | ExportComplianceRecordsAsCsvResponse500
    | ExportComplianceRecordsAsCsvResponse503
    | str
]:
    """Export compliance records as CSV

     Every compliance record decided in [`from`, `to`) (at most 366 days), oldest first, streamed as
    text/csv for an audit. Columns: call_id, decided_at, stage, allowed, purpose, rules_version,
    timezones, local_time, jurisdictions (space-separated), window, holiday (JSON), dials_24h,
    frequency_cap, do_not_call_listed, consent_id, consent_kind, consent_scope, consent_captured_at,
    destination_country, destination_number_type, disclosures, blocks (JSON). A cell starting with =, +,
    -, @, tab or carriage return gets a leading apostrophe.

    Requires the `can_read_calls` permission on the API key.

    Args:
        from_ (datetime.datetime):
        to (datetime.datetime):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ExportComplianceRecordsAsCsvResponse400 | ExportComplianceRecordsAsCsvResponse401 | ExportComplianceRecordsAsCsvResponse403 | ExportComplianceRecordsAsCsvResponse429 | ExportComplianceRecordsAsCsvResponse500 | ExportComplianceRecordsAsCsvResponse503 | str]
    """

    kwargs = _get_kwargs(
        from_=from_,
        to=to,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    from_: datetime.datetime,
    to: datetime.datetime,
) -> (
    ExportComplianceRecordsAsCsvResponse400
    | ExportComplianceRecordsAsCsvResponse401
    | ExportComplianceRecordsAsCsvResponse403
    | ExportComplianceRecordsAsCsvResponse429
    | ExportComplianceRecordsAsCsvResponse500
    | ExportComplianceRecordsAsCsvResponse503
    | str
    | None
):
    """Export compliance records as CSV

     Every compliance record decided in [`from`, `to`) (at most 366 days), oldest first, streamed as
    text/csv for an audit. Columns: call_id, decided_at, stage, allowed, purpose, rules_version,
    timezones, local_time, jurisdictions (space-separated), window, holiday (JSON), dials_24h,
    frequency_cap, do_not_call_listed, consent_id, consent_kind, consent_scope, consent_captured_at,
    destination_country, destination_number_type, disclosures, blocks (JSON). A cell starting with =, +,
    -, @, tab or carriage return gets a leading apostrophe.

    Requires the `can_read_calls` permission on the API key.

    Args:
        from_ (datetime.datetime):
        to (datetime.datetime):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ExportComplianceRecordsAsCsvResponse400 | ExportComplianceRecordsAsCsvResponse401 | ExportComplianceRecordsAsCsvResponse403 | ExportComplianceRecordsAsCsvResponse429 | ExportComplianceRecordsAsCsvResponse500 | ExportComplianceRecordsAsCsvResponse503 | str
    """

    return (
        await asyncio_detailed(
            client=client,
            from_=from_,
            to=to,
        )
    ).parsed
