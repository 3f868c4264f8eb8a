from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.claim_trial_credit_response_201 import ClaimTrialCreditResponse201
from ...models.claim_trial_credit_response_400 import ClaimTrialCreditResponse400
from ...models.claim_trial_credit_response_401 import ClaimTrialCreditResponse401
from ...models.claim_trial_credit_response_403 import ClaimTrialCreditResponse403
from ...models.claim_trial_credit_response_409 import ClaimTrialCreditResponse409
from ...models.claim_trial_credit_response_422 import ClaimTrialCreditResponse422
from ...models.claim_trial_credit_response_429 import ClaimTrialCreditResponse429
from ...models.claim_trial_credit_response_500 import ClaimTrialCreditResponse500
from ...models.claim_trial_credit_response_503 import ClaimTrialCreditResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/wallet/trial-credit",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    ClaimTrialCreditResponse201
    | ClaimTrialCreditResponse400
    | ClaimTrialCreditResponse401
    | ClaimTrialCreditResponse403
    | ClaimTrialCreditResponse409
    | ClaimTrialCreditResponse422
    | ClaimTrialCreditResponse429
    | ClaimTrialCreditResponse500
    | ClaimTrialCreditResponse503
    | None
):
    if response.status_code == 201:
        response_201 = ClaimTrialCreditResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = ClaimTrialCreditResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ClaimTrialCreditResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ClaimTrialCreditResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = ClaimTrialCreditResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = ClaimTrialCreditResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ClaimTrialCreditResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = ClaimTrialCreditResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = ClaimTrialCreditResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ClaimTrialCreditResponse201
    | ClaimTrialCreditResponse400
    | ClaimTrialCreditResponse401
    | ClaimTrialCreditResponse403
    | ClaimTrialCreditResponse409
    | ClaimTrialCreditResponse422
    | ClaimTrialCreditResponse429
    | ClaimTrialCreditResponse500
    | ClaimTrialCreditResponse503
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
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ClaimTrialCreditResponse201
    | ClaimTrialCreditResponse400
    | ClaimTrialCreditResponse401
    | ClaimTrialCreditResponse403
    | ClaimTrialCreditResponse409
    | ClaimTrialCreditResponse422
    | ClaimTrialCreditResponse429
    | ClaimTrialCreditResponse500
    | ClaimTrialCreditResponse503
]:
    """Claim the trial credit

     Adds the server's trial credit (TRIAL_CREDIT_CENTS, default $5.00) to the account's wallet, once per
    account, so a new account can place its first calls. Offered only while calls are simulated
    (VOICE_PROVIDER=simulator): it never pays a real call. A second claim answers 409
    trial_credit_claimed; a server that offers none answers 403 trial_credit_unavailable.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClaimTrialCreditResponse201 | ClaimTrialCreditResponse400 | ClaimTrialCreditResponse401 | ClaimTrialCreditResponse403 | ClaimTrialCreditResponse409 | ClaimTrialCreditResponse422 | ClaimTrialCreditResponse429 | ClaimTrialCreditResponse500 | ClaimTrialCreditResponse503]
    """

    kwargs = _get_kwargs(
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    ClaimTrialCreditResponse201
    | ClaimTrialCreditResponse400
    | ClaimTrialCreditResponse401
    | ClaimTrialCreditResponse403
    | ClaimTrialCreditResponse409
    | ClaimTrialCreditResponse422
    | ClaimTrialCreditResponse429
    | ClaimTrialCreditResponse500
    | ClaimTrialCreditResponse503
    | None
):
    """Claim the trial credit

     Adds the server's trial credit (TRIAL_CREDIT_CENTS, default $5.00) to the account's wallet, once per
    account, so a new account can place its first calls. Offered only while calls are simulated
    (VOICE_PROVIDER=simulator): it never pays a real call. A second claim answers 409
    trial_credit_claimed; a server that offers none answers 403 trial_credit_unavailable.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClaimTrialCreditResponse201 | ClaimTrialCreditResponse400 | ClaimTrialCreditResponse401 | ClaimTrialCreditResponse403 | ClaimTrialCreditResponse409 | ClaimTrialCreditResponse422 | ClaimTrialCreditResponse429 | ClaimTrialCreditResponse500 | ClaimTrialCreditResponse503
    """

    return sync_detailed(
        client=client,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    ClaimTrialCreditResponse201
    | ClaimTrialCreditResponse400
    | ClaimTrialCreditResponse401
    | ClaimTrialCreditResponse403
    | ClaimTrialCreditResponse409
    | ClaimTrialCreditResponse422
    | ClaimTrialCreditResponse429
    | ClaimTrialCreditResponse500
    | ClaimTrialCreditResponse503
]:
    """Claim the trial credit

     Adds the server's trial credit (TRIAL_CREDIT_CENTS, default $5.00) to the account's wallet, once per
    account, so a new account can place its first calls. Offered only while calls are simulated
    (VOICE_PROVIDER=simulator): it never pays a real call. A second claim answers 409
    trial_credit_claimed; a server that offers none answers 403 trial_credit_unavailable.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClaimTrialCreditResponse201 | ClaimTrialCreditResponse400 | ClaimTrialCreditResponse401 | ClaimTrialCreditResponse403 | ClaimTrialCreditResponse409 | ClaimTrialCreditResponse422 | ClaimTrialCreditResponse429 | ClaimTrialCreditResponse500 | ClaimTrialCreditResponse503]
    """

    kwargs = _get_kwargs(
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    idempotency_key: str | Unset = UNSET,
) -> (
    ClaimTrialCreditResponse201
    | ClaimTrialCreditResponse400
    | ClaimTrialCreditResponse401
    | ClaimTrialCreditResponse403
    | ClaimTrialCreditResponse409
    | ClaimTrialCreditResponse422
    | ClaimTrialCreditResponse429
    | ClaimTrialCreditResponse500
    | ClaimTrialCreditResponse503
    | None
):
    """Claim the trial credit

     Adds the server's trial credit (TRIAL_CREDIT_CENTS, default $5.00) to the account's wallet, once per
    account, so a new account can place its first calls. Offered only while calls are simulated
    (VOICE_PROVIDER=simulator): it never pays a real call. A second claim answers 409
    trial_credit_claimed; a server that offers none answers 403 trial_credit_unavailable.

    Requires the `can_initiate_calls` permission on the API key.

    Args:
        idempotency_key (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClaimTrialCreditResponse201 | ClaimTrialCreditResponse400 | ClaimTrialCreditResponse401 | ClaimTrialCreditResponse403 | ClaimTrialCreditResponse409 | ClaimTrialCreditResponse422 | ClaimTrialCreditResponse429 | ClaimTrialCreditResponse500 | ClaimTrialCreditResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            idempotency_key=idempotency_key,
        )
    ).parsed
