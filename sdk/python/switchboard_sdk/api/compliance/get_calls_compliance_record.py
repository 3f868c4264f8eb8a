from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_calls_compliance_record_all_type_1 import (
    GetCallsComplianceRecordAllType1,
)
from ...models.get_calls_compliance_record_response_200_type_0 import GetCallsComplianceRecordResponse200Type0
from ...models.get_calls_compliance_record_response_200_type_1 import GetCallsComplianceRecordResponse200Type1
from ...models.get_calls_compliance_record_response_400 import GetCallsComplianceRecordResponse400
from ...models.get_calls_compliance_record_response_401 import GetCallsComplianceRecordResponse401
from ...models.get_calls_compliance_record_response_403 import GetCallsComplianceRecordResponse403
from ...models.get_calls_compliance_record_response_404 import GetCallsComplianceRecordResponse404
from ...models.get_calls_compliance_record_response_429 import GetCallsComplianceRecordResponse429
from ...models.get_calls_compliance_record_response_500 import GetCallsComplianceRecordResponse500
from ...models.get_calls_compliance_record_response_503 import GetCallsComplianceRecordResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    call_id: str,
    *,
    all_: bool | GetCallsComplianceRecordAllType1 | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_all_: bool | str | Unset
    if isinstance(all_, Unset):
        json_all_ = UNSET
    elif isinstance(all_, str):
        json_all_ = all_
    else:
        json_all_ = all_
    params["all"] = json_all_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/calls/{call_id}/compliance".format(
            call_id=quote(str(call_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetCallsComplianceRecordResponse200Type0
    | GetCallsComplianceRecordResponse200Type1
    | GetCallsComplianceRecordResponse400
    | GetCallsComplianceRecordResponse401
    | GetCallsComplianceRecordResponse403
    | GetCallsComplianceRecordResponse404
    | GetCallsComplianceRecordResponse429
    | GetCallsComplianceRecordResponse500
    | GetCallsComplianceRecordResponse503
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> GetCallsComplianceRecordResponse200Type0 | GetCallsComplianceRecordResponse200Type1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = GetCallsComplianceRecordResponse200Type0.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_1 = GetCallsComplianceRecordResponse200Type1.from_dict(data)

            return response_200_type_1

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetCallsComplianceRecordResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetCallsComplianceRecordResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetCallsComplianceRecordResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetCallsComplianceRecordResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = GetCallsComplianceRecordResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = GetCallsComplianceRecordResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = GetCallsComplianceRecordResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetCallsComplianceRecordResponse200Type0
    | GetCallsComplianceRecordResponse200Type1
    | GetCallsComplianceRecordResponse400
    | GetCallsComplianceRecordResponse401
    | GetCallsComplianceRecordResponse403
    | GetCallsComplianceRecordResponse404
    | GetCallsComplianceRecordResponse429
    | GetCallsComplianceRecordResponse500
    | GetCallsComplianceRecordResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    call_id: str,
    *,
    client: AuthenticatedClient | Client,
    all_: bool | GetCallsComplianceRecordAllType1 | Unset = UNSET,
) -> Response[
    GetCallsComplianceRecordResponse200Type0
    | GetCallsComplianceRecordResponse200Type1
    | GetCallsComplianceRecordResponse400
    | GetCallsComplianceRecordResponse401
    | GetCallsComplianceRecordResponse403
    | GetCallsComplianceRecordResponse404
    | GetCallsComplianceRecordResponse429
    | GetCallsComplianceRecordResponse500
    | GetCallsComplianceRecordResponse503
]:
    """Get a call's compliance record

     Why the call was dialed, held or canceled, as decided and frozen at that moment: the callee's zones
    and local time, jurisdictions, calling windows, holidays, dials in 24 hours against the cap, do-not-
    call, consent, destination, disclosures and the blocks. Every decision about a call (its placement,
    and each time its dial judged it) writes one record that is never changed; this answers the latest,
    and with `all=true` `{ call_id, records }` with every one, oldest first.

    Requires the `can_read_calls` permission on the API key.

    Args:
        call_id (str):
        all_ (bool | GetCallsComplianceRecordAllType1 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetCallsComplianceRecordResponse200Type0 | GetCallsComplianceRecordResponse200Type1 | GetCallsComplianceRecordResponse400 | GetCallsComplianceRecordResponse401 | GetCallsComplianceRecordResponse403 | GetCallsComplianceRecordResponse404 | GetCallsComplianceRecordResponse429 | GetCallsComplianceRecordResponse500 | GetCallsComplianceRecordResponse503]
    """

    kwargs = _get_kwargs(
        call_id=call_id,
        all_=all_,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    call_id: str,
    *,
    client: AuthenticatedClient | Client,
    all_: bool | GetCallsComplianceRecordAllType1 | Unset = UNSET,
) -> (
    GetCallsComplianceRecordResponse200Type0
    | GetCallsComplianceRecordResponse200Type1
    | GetCallsComplianceRecordResponse400
    | GetCallsComplianceRecordResponse401
    | GetCallsComplianceRecordResponse403
    | GetCallsComplianceRecordResponse404
    | GetCallsComplianceRecordResponse429
    | GetCallsComplianceRecordResponse500
    | GetCallsComplianceRecordResponse503
    | None
):
    """Get a call's compliance record

     Why the call was dialed, held or canceled, as decided and frozen at that moment: the callee's zones
    and local time, jurisdictions, calling windows, holidays, dials in 24 hours against the cap, do-not-
    call, consent, destination, disclosures and the blocks. Every decision about a call (its placement,
    and each time its dial judged it) writes one record that is never changed; this answers the latest,
    and with `all=true` `{ call_id, records }` with every one, oldest first.

    Requires the `can_read_calls` permission on the API key.

    Args:
        call_id (str):
        all_ (bool | GetCallsComplianceRecordAllType1 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetCallsComplianceRecordResponse200Type0 | GetCallsComplianceRecordResponse200Type1 | GetCallsComplianceRecordResponse400 | GetCallsComplianceRecordResponse401 | GetCallsComplianceRecordResponse403 | GetCallsComplianceRecordResponse404 | GetCallsComplianceRecordResponse429 | GetCallsComplianceRecordResponse500 | GetCallsComplianceRecordResponse503
    """

    return sync_detailed(
        call_id=call_id,
        client=client,
        all_=all_,
    ).parsed


async def asyncio_detailed(
    call_id: str,
    *,
    client: AuthenticatedClient | Client,
    all_: bool | GetCallsComplianceRecordAllType1 | Unset = UNSET,
) -> Response[
    GetCallsComplianceRecordResponse200Type0
    | GetCallsComplianceRecordResponse200Type1
    | GetCallsComplianceRecordResponse400
    | GetCallsComplianceRecordResponse401
    | GetCallsComplianceRecordResponse403
    | GetCallsComplianceRecordResponse404
    | GetCallsComplianceRecordResponse429
    | GetCallsComplianceRecordResponse500
    | GetCallsComplianceRecordResponse503
]:
    """Get a call's compliance record

     Why the call was dialed, held or canceled, as decided and frozen at that moment: the callee's zones
    and local time, jurisdictions, calling windows, holidays, dials in 24 hours against the cap, do-not-
    call, consent, destination, disclosures and the blocks. Every decision about a call (its placement,
    and each time its dial judged it) writes one record that is never changed; this answers the latest,
    and with `all=true` `{ call_id, records }` with every one, oldest first.

    Requires the `can_read_calls` permission on the API key.

    Args:
        call_id (str):
        all_ (bool | GetCallsComplianceRecordAllType1 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetCallsComplianceRecordResponse200Type0 | GetCallsComplianceRecordResponse200Type1 | GetCallsComplianceRecordResponse400 | GetCallsComplianceRecordResponse401 | GetCallsComplianceRecordResponse403 | GetCallsComplianceRecordResponse404 | GetCallsComplianceRecordResponse429 | GetCallsComplianceRecordResponse500 | GetCallsComplianceRecordResponse503]
    """

    kwargs = _get_kwargs(
        call_id=call_id,
        all_=all_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    call_id: str,
    *,
    client: AuthenticatedClient | Client,
    all_: bool | GetCallsComplianceRecordAllType1 | Unset = UNSET,
) -> (
    GetCallsComplianceRecordResponse200Type0
    | GetCallsComplianceRecordResponse200Type1
    | GetCallsComplianceRecordResponse400
    | GetCallsComplianceRecordResponse401
    | GetCallsComplianceRecordResponse403
    | GetCallsComplianceRecordResponse404
    | GetCallsComplianceRecordResponse429
    | GetCallsComplianceRecordResponse500
    | GetCallsComplianceRecordResponse503
    | None
):
    """Get a call's compliance record

     Why the call was dialed, held or canceled, as decided and frozen at that moment: the callee's zones
    and local time, jurisdictions, calling windows, holidays, dials in 24 hours against the cap, do-not-
    call, consent, destination, disclosures and the blocks. Every decision about a call (its placement,
    and each time its dial judged it) writes one record that is never changed; this answers the latest,
    and with `all=true` `{ call_id, records }` with every one, oldest first.

    Requires the `can_read_calls` permission on the API key.

    Args:
        call_id (str):
        all_ (bool | GetCallsComplianceRecordAllType1 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetCallsComplianceRecordResponse200Type0 | GetCallsComplianceRecordResponse200Type1 | GetCallsComplianceRecordResponse400 | GetCallsComplianceRecordResponse401 | GetCallsComplianceRecordResponse403 | GetCallsComplianceRecordResponse404 | GetCallsComplianceRecordResponse429 | GetCallsComplianceRecordResponse500 | GetCallsComplianceRecordResponse503
    """

    return (
        await asyncio_detailed(
            call_id=call_id,
            client=client,
            all_=all_,
        )
    ).parsed
