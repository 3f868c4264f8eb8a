from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.consent_4 import Consent4
from ...models.revoke_consent_body import RevokeConsentBody
from ...models.revoke_consent_response_400 import RevokeConsentResponse400
from ...models.revoke_consent_response_401 import RevokeConsentResponse401
from ...models.revoke_consent_response_403 import RevokeConsentResponse403
from ...models.revoke_consent_response_404 import RevokeConsentResponse404
from ...models.revoke_consent_response_409 import RevokeConsentResponse409
from ...models.revoke_consent_response_413 import RevokeConsentResponse413
from ...models.revoke_consent_response_422 import RevokeConsentResponse422
from ...models.revoke_consent_response_429 import RevokeConsentResponse429
from ...models.revoke_consent_response_500 import RevokeConsentResponse500
from ...models.revoke_consent_response_503 import RevokeConsentResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    body: RevokeConsentBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/consents/{id}/revoke".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Consent4
    | RevokeConsentResponse400
    | RevokeConsentResponse401
    | RevokeConsentResponse403
    | RevokeConsentResponse404
    | RevokeConsentResponse409
    | RevokeConsentResponse413
    | RevokeConsentResponse422
    | RevokeConsentResponse429
    | RevokeConsentResponse500
    | RevokeConsentResponse503
    | None
):
    if response.status_code == 200:
        response_200 = Consent4.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = RevokeConsentResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = RevokeConsentResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RevokeConsentResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = RevokeConsentResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = RevokeConsentResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = RevokeConsentResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = RevokeConsentResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = RevokeConsentResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = RevokeConsentResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = RevokeConsentResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Consent4
    | RevokeConsentResponse400
    | RevokeConsentResponse401
    | RevokeConsentResponse403
    | RevokeConsentResponse404
    | RevokeConsentResponse409
    | RevokeConsentResponse413
    | RevokeConsentResponse422
    | RevokeConsentResponse429
    | RevokeConsentResponse500
    | RevokeConsentResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    body: RevokeConsentBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    Consent4
    | RevokeConsentResponse400
    | RevokeConsentResponse401
    | RevokeConsentResponse403
    | RevokeConsentResponse404
    | RevokeConsentResponse409
    | RevokeConsentResponse413
    | RevokeConsentResponse422
    | RevokeConsentResponse429
    | RevokeConsentResponse500
    | RevokeConsentResponse503
]:
    r"""Revoke a consent

     Withdrawing consent is an opt-out of the number: every active consent of that number in the account
    is revoked with this one (`revoked_via`: `via`, default `api`), and its waiting calls and retries
    (scheduled, or queued and not yet dialed) end `canceled` with `ended_reason: \"no_consent\"`
    (`do_not_call` when the number is on the do-not-call list), in one transaction. A consent already
    revoked keeps its first revocation. Send `{}` to give neither `via` nor `note`. The answer is the
    consent.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (RevokeConsentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Consent4 | RevokeConsentResponse400 | RevokeConsentResponse401 | RevokeConsentResponse403 | RevokeConsentResponse404 | RevokeConsentResponse409 | RevokeConsentResponse413 | RevokeConsentResponse422 | RevokeConsentResponse429 | RevokeConsentResponse500 | RevokeConsentResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    body: RevokeConsentBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    Consent4
    | RevokeConsentResponse400
    | RevokeConsentResponse401
    | RevokeConsentResponse403
    | RevokeConsentResponse404
    | RevokeConsentResponse409
    | RevokeConsentResponse413
    | RevokeConsentResponse422
    | RevokeConsentResponse429
    | RevokeConsentResponse500
    | RevokeConsentResponse503
    | None
):
    r"""Revoke a consent

     Withdrawing consent is an opt-out of the number: every active consent of that number in the account
    is revoked with this one (`revoked_via`: `via`, default `api`), and its waiting calls and retries
    (scheduled, or queued and not yet dialed) end `canceled` with `ended_reason: \"no_consent\"`
    (`do_not_call` when the number is on the do-not-call list), in one transaction. A consent already
    revoked keeps its first revocation. Send `{}` to give neither `via` nor `note`. The answer is the
    consent.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (RevokeConsentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Consent4 | RevokeConsentResponse400 | RevokeConsentResponse401 | RevokeConsentResponse403 | RevokeConsentResponse404 | RevokeConsentResponse409 | RevokeConsentResponse413 | RevokeConsentResponse422 | RevokeConsentResponse429 | RevokeConsentResponse500 | RevokeConsentResponse503
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    body: RevokeConsentBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    Consent4
    | RevokeConsentResponse400
    | RevokeConsentResponse401
    | RevokeConsentResponse403
    | RevokeConsentResponse404
    | RevokeConsentResponse409
    | RevokeConsentResponse413
    | RevokeConsentResponse422
    | RevokeConsentResponse429
    | RevokeConsentResponse500
    | RevokeConsentResponse503
]:
    r"""Revoke a consent

     Withdrawing consent is an opt-out of the number: every active consent of that number in the account
    is revoked with this one (`revoked_via`: `via`, default `api`), and its waiting calls and retries
    (scheduled, or queued and not yet dialed) end `canceled` with `ended_reason: \"no_consent\"`
    (`do_not_call` when the number is on the do-not-call list), in one transaction. A consent already
    revoked keeps its first revocation. Send `{}` to give neither `via` nor `note`. The answer is the
    consent.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (RevokeConsentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Consent4 | RevokeConsentResponse400 | RevokeConsentResponse401 | RevokeConsentResponse403 | RevokeConsentResponse404 | RevokeConsentResponse409 | RevokeConsentResponse413 | RevokeConsentResponse422 | RevokeConsentResponse429 | RevokeConsentResponse500 | RevokeConsentResponse503]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient | Client,
    body: RevokeConsentBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    Consent4
    | RevokeConsentResponse400
    | RevokeConsentResponse401
    | RevokeConsentResponse403
    | RevokeConsentResponse404
    | RevokeConsentResponse409
    | RevokeConsentResponse413
    | RevokeConsentResponse422
    | RevokeConsentResponse429
    | RevokeConsentResponse500
    | RevokeConsentResponse503
    | None
):
    r"""Revoke a consent

     Withdrawing consent is an opt-out of the number: every active consent of that number in the account
    is revoked with this one (`revoked_via`: `via`, default `api`), and its waiting calls and retries
    (scheduled, or queued and not yet dialed) end `canceled` with `ended_reason: \"no_consent\"`
    (`do_not_call` when the number is on the do-not-call list), in one transaction. A consent already
    revoked keeps its first revocation. Send `{}` to give neither `via` nor `note`. The answer is the
    consent.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (RevokeConsentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Consent4 | RevokeConsentResponse400 | RevokeConsentResponse401 | RevokeConsentResponse403 | RevokeConsentResponse404 | RevokeConsentResponse409 | RevokeConsentResponse413 | RevokeConsentResponse422 | RevokeConsentResponse429 | RevokeConsentResponse500 | RevokeConsentResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
