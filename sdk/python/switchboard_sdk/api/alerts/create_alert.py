from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_alert_body import CreateAlertBody
from ...models.create_alert_response_201 import CreateAlertResponse201
from ...models.create_alert_response_400 import CreateAlertResponse400
from ...models.create_alert_response_401 import CreateAlertResponse401
from ...models.create_alert_response_403 import CreateAlertResponse403
from ...models.create_alert_response_409 import CreateAlertResponse409
from ...models.create_alert_response_413 import CreateAlertResponse413
from ...models.create_alert_response_422 import CreateAlertResponse422
from ...models.create_alert_response_429 import CreateAlertResponse429
from ...models.create_alert_response_500 import CreateAlertResponse500
from ...models.create_alert_response_503 import CreateAlertResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateAlertBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/alerts",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateAlertResponse201
    | CreateAlertResponse400
    | CreateAlertResponse401
    | CreateAlertResponse403
    | CreateAlertResponse409
    | CreateAlertResponse413
    | CreateAlertResponse422
    | CreateAlertResponse429
    | CreateAlertResponse500
    | CreateAlertResponse503
    | None
):
    if response.status_code == 201:
        response_201 = CreateAlertResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateAlertResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateAlertResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateAlertResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = CreateAlertResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = CreateAlertResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = CreateAlertResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = CreateAlertResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = CreateAlertResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = CreateAlertResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateAlertResponse201
    | CreateAlertResponse400
    | CreateAlertResponse401
    | CreateAlertResponse403
    | CreateAlertResponse409
    | CreateAlertResponse413
    | CreateAlertResponse422
    | CreateAlertResponse429
    | CreateAlertResponse500
    | CreateAlertResponse503
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
    body: CreateAlertBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CreateAlertResponse201
    | CreateAlertResponse400
    | CreateAlertResponse401
    | CreateAlertResponse403
    | CreateAlertResponse409
    | CreateAlertResponse413
    | CreateAlertResponse422
    | CreateAlertResponse429
    | CreateAlertResponse500
    | CreateAlertResponse503
]:
    """Create an alert

     A threshold on one of the account's metrics over a trailing window, evaluated every minute. Each
    crossing sends `alert.triggered` once to the webhooks subscribed to it, and `alert.resolved` once
    when the metric is back; nothing more while it stays crossed. `failed_call_rate` is a fraction from
    0 to 1 (failed ÷ ended calls in the window; no ended call: no value, no crossing); `p95_latency_ms`
    and the cents metrics take whole numbers. Owners and admins only (a member's key answers 403
    permission_denied); an account has at most 50 alerts (409 alert_limit_reached).

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CreateAlertBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateAlertResponse201 | CreateAlertResponse400 | CreateAlertResponse401 | CreateAlertResponse403 | CreateAlertResponse409 | CreateAlertResponse413 | CreateAlertResponse422 | CreateAlertResponse429 | CreateAlertResponse500 | CreateAlertResponse503]
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
    body: CreateAlertBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CreateAlertResponse201
    | CreateAlertResponse400
    | CreateAlertResponse401
    | CreateAlertResponse403
    | CreateAlertResponse409
    | CreateAlertResponse413
    | CreateAlertResponse422
    | CreateAlertResponse429
    | CreateAlertResponse500
    | CreateAlertResponse503
    | None
):
    """Create an alert

     A threshold on one of the account's metrics over a trailing window, evaluated every minute. Each
    crossing sends `alert.triggered` once to the webhooks subscribed to it, and `alert.resolved` once
    when the metric is back; nothing more while it stays crossed. `failed_call_rate` is a fraction from
    0 to 1 (failed ÷ ended calls in the window; no ended call: no value, no crossing); `p95_latency_ms`
    and the cents metrics take whole numbers. Owners and admins only (a member's key answers 403
    permission_denied); an account has at most 50 alerts (409 alert_limit_reached).

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CreateAlertBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateAlertResponse201 | CreateAlertResponse400 | CreateAlertResponse401 | CreateAlertResponse403 | CreateAlertResponse409 | CreateAlertResponse413 | CreateAlertResponse422 | CreateAlertResponse429 | CreateAlertResponse500 | CreateAlertResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateAlertBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    CreateAlertResponse201
    | CreateAlertResponse400
    | CreateAlertResponse401
    | CreateAlertResponse403
    | CreateAlertResponse409
    | CreateAlertResponse413
    | CreateAlertResponse422
    | CreateAlertResponse429
    | CreateAlertResponse500
    | CreateAlertResponse503
]:
    """Create an alert

     A threshold on one of the account's metrics over a trailing window, evaluated every minute. Each
    crossing sends `alert.triggered` once to the webhooks subscribed to it, and `alert.resolved` once
    when the metric is back; nothing more while it stays crossed. `failed_call_rate` is a fraction from
    0 to 1 (failed ÷ ended calls in the window; no ended call: no value, no crossing); `p95_latency_ms`
    and the cents metrics take whole numbers. Owners and admins only (a member's key answers 403
    permission_denied); an account has at most 50 alerts (409 alert_limit_reached).

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CreateAlertBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateAlertResponse201 | CreateAlertResponse400 | CreateAlertResponse401 | CreateAlertResponse403 | CreateAlertResponse409 | CreateAlertResponse413 | CreateAlertResponse422 | CreateAlertResponse429 | CreateAlertResponse500 | CreateAlertResponse503]
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
    body: CreateAlertBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    CreateAlertResponse201
    | CreateAlertResponse400
    | CreateAlertResponse401
    | CreateAlertResponse403
    | CreateAlertResponse409
    | CreateAlertResponse413
    | CreateAlertResponse422
    | CreateAlertResponse429
    | CreateAlertResponse500
    | CreateAlertResponse503
    | None
):
    """Create an alert

     A threshold on one of the account's metrics over a trailing window, evaluated every minute. Each
    crossing sends `alert.triggered` once to the webhooks subscribed to it, and `alert.resolved` once
    when the metric is back; nothing more while it stays crossed. `failed_call_rate` is a fraction from
    0 to 1 (failed ÷ ended calls in the window; no ended call: no value, no crossing); `p95_latency_ms`
    and the cents metrics take whole numbers. Owners and admins only (a member's key answers 403
    permission_denied); an account has at most 50 alerts (409 alert_limit_reached).

    Requires the `can_write_webhooks` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (CreateAlertBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateAlertResponse201 | CreateAlertResponse400 | CreateAlertResponse401 | CreateAlertResponse403 | CreateAlertResponse409 | CreateAlertResponse413 | CreateAlertResponse422 | CreateAlertResponse429 | CreateAlertResponse500 | CreateAlertResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
