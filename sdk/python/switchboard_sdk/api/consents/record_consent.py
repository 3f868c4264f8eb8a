from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.consent_2 import Consent2
from ...models.record_consent_body import RecordConsentBody
from ...models.record_consent_response_400 import RecordConsentResponse400
from ...models.record_consent_response_401 import RecordConsentResponse401
from ...models.record_consent_response_403 import RecordConsentResponse403
from ...models.record_consent_response_409 import RecordConsentResponse409
from ...models.record_consent_response_413 import RecordConsentResponse413
from ...models.record_consent_response_422 import RecordConsentResponse422
from ...models.record_consent_response_429 import RecordConsentResponse429
from ...models.record_consent_response_500 import RecordConsentResponse500
from ...models.record_consent_response_503 import RecordConsentResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: RecordConsentBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/consents",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Consent2
    | RecordConsentResponse400
    | RecordConsentResponse401
    | RecordConsentResponse403
    | RecordConsentResponse409
    | RecordConsentResponse413
    | RecordConsentResponse422
    | RecordConsentResponse429
    | RecordConsentResponse500
    | RecordConsentResponse503
    | None
):
    if response.status_code == 201:
        response_201 = Consent2.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = RecordConsentResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = RecordConsentResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RecordConsentResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = RecordConsentResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = RecordConsentResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = RecordConsentResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = RecordConsentResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = RecordConsentResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = RecordConsentResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Consent2
    | RecordConsentResponse400
    | RecordConsentResponse401
    | RecordConsentResponse403
    | RecordConsentResponse409
    | RecordConsentResponse413
    | RecordConsentResponse422
    | RecordConsentResponse429
    | RecordConsentResponse500
    | RecordConsentResponse503
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
    body: RecordConsentBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    Consent2
    | RecordConsentResponse400
    | RecordConsentResponse401
    | RecordConsentResponse403
    | RecordConsentResponse409
    | RecordConsentResponse413
    | RecordConsentResponse422
    | RecordConsentResponse429
    | RecordConsentResponse500
    | RecordConsentResponse503
]:
    """Record a consent

     A callee's prior express (written) consent to be called by an artificial voice, with its evidence.
    `phone_number` is normalised to E.164 (a national form is read in the account's country).
    `contact_id` is the account's contact holding the number (the oldest, if several), or null; a
    `contact_id` sent must be a contact the key can see that holds the number. `seller` defaults to the
    business name. `captured_at` may not be in the future (a minute of clock skew is allowed);
    `expires_at` must be after it. Consents are never edited or deleted: a correction is a revoke plus a
    new record. Every write is kept in the consent change log with who made it and through which door.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (RecordConsentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Consent2 | RecordConsentResponse400 | RecordConsentResponse401 | RecordConsentResponse403 | RecordConsentResponse409 | RecordConsentResponse413 | RecordConsentResponse422 | RecordConsentResponse429 | RecordConsentResponse500 | RecordConsentResponse503]
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
    body: RecordConsentBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    Consent2
    | RecordConsentResponse400
    | RecordConsentResponse401
    | RecordConsentResponse403
    | RecordConsentResponse409
    | RecordConsentResponse413
    | RecordConsentResponse422
    | RecordConsentResponse429
    | RecordConsentResponse500
    | RecordConsentResponse503
    | None
):
    """Record a consent

     A callee's prior express (written) consent to be called by an artificial voice, with its evidence.
    `phone_number` is normalised to E.164 (a national form is read in the account's country).
    `contact_id` is the account's contact holding the number (the oldest, if several), or null; a
    `contact_id` sent must be a contact the key can see that holds the number. `seller` defaults to the
    business name. `captured_at` may not be in the future (a minute of clock skew is allowed);
    `expires_at` must be after it. Consents are never edited or deleted: a correction is a revoke plus a
    new record. Every write is kept in the consent change log with who made it and through which door.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (RecordConsentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Consent2 | RecordConsentResponse400 | RecordConsentResponse401 | RecordConsentResponse403 | RecordConsentResponse409 | RecordConsentResponse413 | RecordConsentResponse422 | RecordConsentResponse429 | RecordConsentResponse500 | RecordConsentResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RecordConsentBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    Consent2
    | RecordConsentResponse400
    | RecordConsentResponse401
    | RecordConsentResponse403
    | RecordConsentResponse409
    | RecordConsentResponse413
    | RecordConsentResponse422
    | RecordConsentResponse429
    | RecordConsentResponse500
    | RecordConsentResponse503
]:
    """Record a consent

     A callee's prior express (written) consent to be called by an artificial voice, with its evidence.
    `phone_number` is normalised to E.164 (a national form is read in the account's country).
    `contact_id` is the account's contact holding the number (the oldest, if several), or null; a
    `contact_id` sent must be a contact the key can see that holds the number. `seller` defaults to the
    business name. `captured_at` may not be in the future (a minute of clock skew is allowed);
    `expires_at` must be after it. Consents are never edited or deleted: a correction is a revoke plus a
    new record. Every write is kept in the consent change log with who made it and through which door.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (RecordConsentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Consent2 | RecordConsentResponse400 | RecordConsentResponse401 | RecordConsentResponse403 | RecordConsentResponse409 | RecordConsentResponse413 | RecordConsentResponse422 | RecordConsentResponse429 | RecordConsentResponse500 | RecordConsentResponse503]
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
    body: RecordConsentBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    Consent2
    | RecordConsentResponse400
    | RecordConsentResponse401
    | RecordConsentResponse403
    | RecordConsentResponse409
    | RecordConsentResponse413
    | RecordConsentResponse422
    | RecordConsentResponse429
    | RecordConsentResponse500
    | RecordConsentResponse503
    | None
):
    """Record a consent

     A callee's prior express (written) consent to be called by an artificial voice, with its evidence.
    `phone_number` is normalised to E.164 (a national form is read in the account's country).
    `contact_id` is the account's contact holding the number (the oldest, if several), or null; a
    `contact_id` sent must be a contact the key can see that holds the number. `seller` defaults to the
    business name. `captured_at` may not be in the future (a minute of clock skew is allowed);
    `expires_at` must be after it. Consents are never edited or deleted: a correction is a revoke plus a
    new record. Every write is kept in the consent change log with who made it and through which door.

    Requires the `can_write_contacts` permission on the API key.

    Args:
        idempotency_key (str | Unset):
        body (RecordConsentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Consent2 | RecordConsentResponse400 | RecordConsentResponse401 | RecordConsentResponse403 | RecordConsentResponse409 | RecordConsentResponse413 | RecordConsentResponse422 | RecordConsentResponse429 | RecordConsentResponse500 | RecordConsentResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
