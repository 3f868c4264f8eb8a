from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.change_calling_rules_body import ChangeCallingRulesBody
from ...models.change_calling_rules_response_200 import ChangeCallingRulesResponse200
from ...models.change_calling_rules_response_400 import ChangeCallingRulesResponse400
from ...models.change_calling_rules_response_401 import ChangeCallingRulesResponse401
from ...models.change_calling_rules_response_403 import ChangeCallingRulesResponse403
from ...models.change_calling_rules_response_409 import ChangeCallingRulesResponse409
from ...models.change_calling_rules_response_413 import ChangeCallingRulesResponse413
from ...models.change_calling_rules_response_422 import ChangeCallingRulesResponse422
from ...models.change_calling_rules_response_429 import ChangeCallingRulesResponse429
from ...models.change_calling_rules_response_500 import ChangeCallingRulesResponse500
from ...models.change_calling_rules_response_503 import ChangeCallingRulesResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ChangeCallingRulesBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/business/settings",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ChangeCallingRulesResponse200
    | ChangeCallingRulesResponse400
    | ChangeCallingRulesResponse401
    | ChangeCallingRulesResponse403
    | ChangeCallingRulesResponse409
    | ChangeCallingRulesResponse413
    | ChangeCallingRulesResponse422
    | ChangeCallingRulesResponse429
    | ChangeCallingRulesResponse500
    | ChangeCallingRulesResponse503
    | None
):
    if response.status_code == 200:
        response_200 = ChangeCallingRulesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ChangeCallingRulesResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ChangeCallingRulesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ChangeCallingRulesResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = ChangeCallingRulesResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ChangeCallingRulesResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = ChangeCallingRulesResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ChangeCallingRulesResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ChangeCallingRulesResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ChangeCallingRulesResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ChangeCallingRulesResponse200
    | ChangeCallingRulesResponse400
    | ChangeCallingRulesResponse401
    | ChangeCallingRulesResponse403
    | ChangeCallingRulesResponse409
    | ChangeCallingRulesResponse413
    | ChangeCallingRulesResponse422
    | ChangeCallingRulesResponse429
    | ChangeCallingRulesResponse500
    | ChangeCallingRulesResponse503
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
    body: ChangeCallingRulesBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ChangeCallingRulesResponse200
    | ChangeCallingRulesResponse400
    | ChangeCallingRulesResponse401
    | ChangeCallingRulesResponse403
    | ChangeCallingRulesResponse409
    | ChangeCallingRulesResponse413
    | ChangeCallingRulesResponse422
    | ChangeCallingRulesResponse429
    | ChangeCallingRulesResponse500
    | ChangeCallingRulesResponse503
]:
    """Change the calling rules

     The account's calling rules: calling_hours (local to the callee; an end before the start is a window
    over midnight), max_attempts_per_24h (dials to one number by the whole account in any rolling 24
    hours), holidays (no calls on the callee's public holidays), enforce_calling_hours_on_api_calls (the
    default of a call's calling_hours), consent_required (the callee's consent each purpose needs:
    campaign recipients without it are skipped_no_consent, waiting and retried calls without it end
    canceled with ended_reason no_consent) and enforce_consent_on_api_calls (a direct call without it is
    refused 403 consent_required), rest_below_answer_rate (a caller number whose 7-day answer rate over
    at least 50 calls falls below it rests), and how calls share the operator's max_live_calls (read-
    only): inbound_reserve (slots outbound calls leave free for inbound ones) and team_max_live_calls (a
    cap per team id; a call counts toward its agent's team). Over a cap POST /api/v1/calls answers 429
    live_call_limit with Retry-After, and a campaign waits; running campaigns share the free outbound
    slots fairly. retention says how long call content and message bodies (content_days, 1 to 3650,
    default 365) and consents and compliance records (compliance_days, default 1825) are kept: a daily
    purge removes content past it, at the provider too, and a compliance_days under 1461 (four years,
    the law's minimum) is refused 422 validation_failed. redact_pii (on for new accounts): card, social
    security, bank account and routing numbers and dates of birth in transcripts, summaries, analysis
    values and messages are replaced by [card], [ssn], [bank] and [dob] before they are stored, so
    events and webhooks carry the replaced text too; the voice provider is also asked to redact its own
    copy. Only the fields sent change. Owners and admins only (a member's key gets permission_denied).

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (ChangeCallingRulesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChangeCallingRulesResponse200 | ChangeCallingRulesResponse400 | ChangeCallingRulesResponse401 | ChangeCallingRulesResponse403 | ChangeCallingRulesResponse409 | ChangeCallingRulesResponse413 | ChangeCallingRulesResponse422 | ChangeCallingRulesResponse429 | ChangeCallingRulesResponse500 | ChangeCallingRulesResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: ChangeCallingRulesBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    ChangeCallingRulesResponse200
    | ChangeCallingRulesResponse400
    | ChangeCallingRulesResponse401
    | ChangeCallingRulesResponse403
    | ChangeCallingRulesResponse409
    | ChangeCallingRulesResponse413
    | ChangeCallingRulesResponse422
    | ChangeCallingRulesResponse429
    | ChangeCallingRulesResponse500
    | ChangeCallingRulesResponse503
    | None
):
    """Change the calling rules

     The account's calling rules: calling_hours (local to the callee; an end before the start is a window
    over midnight), max_attempts_per_24h (dials to one number by the whole account in any rolling 24
    hours), holidays (no calls on the callee's public holidays), enforce_calling_hours_on_api_calls (the
    default of a call's calling_hours), consent_required (the callee's consent each purpose needs:
    campaign recipients without it are skipped_no_consent, waiting and retried calls without it end
    canceled with ended_reason no_consent) and enforce_consent_on_api_calls (a direct call without it is
    refused 403 consent_required), rest_below_answer_rate (a caller number whose 7-day answer rate over
    at least 50 calls falls below it rests), and how calls share the operator's max_live_calls (read-
    only): inbound_reserve (slots outbound calls leave free for inbound ones) and team_max_live_calls (a
    cap per team id; a call counts toward its agent's team). Over a cap POST /api/v1/calls answers 429
    live_call_limit with Retry-After, and a campaign waits; running campaigns share the free outbound
    slots fairly. retention says how long call content and message bodies (content_days, 1 to 3650,
    default 365) and consents and compliance records (compliance_days, default 1825) are kept: a daily
    purge removes content past it, at the provider too, and a compliance_days under 1461 (four years,
    the law's minimum) is refused 422 validation_failed. redact_pii (on for new accounts): card, social
    security, bank account and routing numbers and dates of birth in transcripts, summaries, analysis
    values and messages are replaced by [card], [ssn], [bank] and [dob] before they are stored, so
    events and webhooks carry the replaced text too; the voice provider is also asked to redact its own
    copy. Only the fields sent change. Owners and admins only (a member's key gets permission_denied).

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (ChangeCallingRulesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChangeCallingRulesResponse200 | ChangeCallingRulesResponse400 | ChangeCallingRulesResponse401 | ChangeCallingRulesResponse403 | ChangeCallingRulesResponse409 | ChangeCallingRulesResponse413 | ChangeCallingRulesResponse422 | ChangeCallingRulesResponse429 | ChangeCallingRulesResponse500 | ChangeCallingRulesResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChangeCallingRulesBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ChangeCallingRulesResponse200
    | ChangeCallingRulesResponse400
    | ChangeCallingRulesResponse401
    | ChangeCallingRulesResponse403
    | ChangeCallingRulesResponse409
    | ChangeCallingRulesResponse413
    | ChangeCallingRulesResponse422
    | ChangeCallingRulesResponse429
    | ChangeCallingRulesResponse500
    | ChangeCallingRulesResponse503
]:
    """Change the calling rules

     The account's calling rules: calling_hours (local to the callee; an end before the start is a window
    over midnight), max_attempts_per_24h (dials to one number by the whole account in any rolling 24
    hours), holidays (no calls on the callee's public holidays), enforce_calling_hours_on_api_calls (the
    default of a call's calling_hours), consent_required (the callee's consent each purpose needs:
    campaign recipients without it are skipped_no_consent, waiting and retried calls without it end
    canceled with ended_reason no_consent) and enforce_consent_on_api_calls (a direct call without it is
    refused 403 consent_required), rest_below_answer_rate (a caller number whose 7-day answer rate over
    at least 50 calls falls below it rests), and how calls share the operator's max_live_calls (read-
    only): inbound_reserve (slots outbound calls leave free for inbound ones) and team_max_live_calls (a
    cap per team id; a call counts toward its agent's team). Over a cap POST /api/v1/calls answers 429
    live_call_limit with Retry-After, and a campaign waits; running campaigns share the free outbound
    slots fairly. retention says how long call content and message bodies (content_days, 1 to 3650,
    default 365) and consents and compliance records (compliance_days, default 1825) are kept: a daily
    purge removes content past it, at the provider too, and a compliance_days under 1461 (four years,
    the law's minimum) is refused 422 validation_failed. redact_pii (on for new accounts): card, social
    security, bank account and routing numbers and dates of birth in transcripts, summaries, analysis
    values and messages are replaced by [card], [ssn], [bank] and [dob] before they are stored, so
    events and webhooks carry the replaced text too; the voice provider is also asked to redact its own
    copy. Only the fields sent change. Owners and admins only (a member's key gets permission_denied).

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (ChangeCallingRulesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChangeCallingRulesResponse200 | ChangeCallingRulesResponse400 | ChangeCallingRulesResponse401 | ChangeCallingRulesResponse403 | ChangeCallingRulesResponse409 | ChangeCallingRulesResponse413 | ChangeCallingRulesResponse422 | ChangeCallingRulesResponse429 | ChangeCallingRulesResponse500 | ChangeCallingRulesResponse503]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ChangeCallingRulesBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    ChangeCallingRulesResponse200
    | ChangeCallingRulesResponse400
    | ChangeCallingRulesResponse401
    | ChangeCallingRulesResponse403
    | ChangeCallingRulesResponse409
    | ChangeCallingRulesResponse413
    | ChangeCallingRulesResponse422
    | ChangeCallingRulesResponse429
    | ChangeCallingRulesResponse500
    | ChangeCallingRulesResponse503
    | None
):
    """Change the calling rules

     The account's calling rules: calling_hours (local to the callee; an end before the start is a window
    over midnight), max_attempts_per_24h (dials to one number by the whole account in any rolling 24
    hours), holidays (no calls on the callee's public holidays), enforce_calling_hours_on_api_calls (the
    default of a call's calling_hours), consent_required (the callee's consent each purpose needs:
    campaign recipients without it are skipped_no_consent, waiting and retried calls without it end
    canceled with ended_reason no_consent) and enforce_consent_on_api_calls (a direct call without it is
    refused 403 consent_required), rest_below_answer_rate (a caller number whose 7-day answer rate over
    at least 50 calls falls below it rests), and how calls share the operator's max_live_calls (read-
    only): inbound_reserve (slots outbound calls leave free for inbound ones) and team_max_live_calls (a
    cap per team id; a call counts toward its agent's team). Over a cap POST /api/v1/calls answers 429
    live_call_limit with Retry-After, and a campaign waits; running campaigns share the free outbound
    slots fairly. retention says how long call content and message bodies (content_days, 1 to 3650,
    default 365) and consents and compliance records (compliance_days, default 1825) are kept: a daily
    purge removes content past it, at the provider too, and a compliance_days under 1461 (four years,
    the law's minimum) is refused 422 validation_failed. redact_pii (on for new accounts): card, social
    security, bank account and routing numbers and dates of birth in transcripts, summaries, analysis
    values and messages are replaced by [card], [ssn], [bank] and [dob] before they are stored, so
    events and webhooks carry the replaced text too; the voice provider is also asked to redact its own
    copy. Only the fields sent change. Owners and admins only (a member's key gets permission_denied).

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (ChangeCallingRulesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChangeCallingRulesResponse200 | ChangeCallingRulesResponse400 | ChangeCallingRulesResponse401 | ChangeCallingRulesResponse403 | ChangeCallingRulesResponse409 | ChangeCallingRulesResponse413 | ChangeCallingRulesResponse422 | ChangeCallingRulesResponse429 | ChangeCallingRulesResponse500 | ChangeCallingRulesResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
