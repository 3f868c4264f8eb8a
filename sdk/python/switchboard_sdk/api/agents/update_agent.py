from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.update_agent_body import UpdateAgentBody
from ...models.update_agent_response_200 import UpdateAgentResponse200
from ...models.update_agent_response_400 import UpdateAgentResponse400
from ...models.update_agent_response_401 import UpdateAgentResponse401
from ...models.update_agent_response_403 import UpdateAgentResponse403
from ...models.update_agent_response_404 import UpdateAgentResponse404
from ...models.update_agent_response_409 import UpdateAgentResponse409
from ...models.update_agent_response_413 import UpdateAgentResponse413
from ...models.update_agent_response_422 import UpdateAgentResponse422
from ...models.update_agent_response_429 import UpdateAgentResponse429
from ...models.update_agent_response_500 import UpdateAgentResponse500
from ...models.update_agent_response_502 import UpdateAgentResponse502
from ...models.update_agent_response_503 import UpdateAgentResponse503
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    body: UpdateAgentBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/agents/{id}".format(
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
    UpdateAgentResponse200
    | UpdateAgentResponse400
    | UpdateAgentResponse401
    | UpdateAgentResponse403
    | UpdateAgentResponse404
    | UpdateAgentResponse409
    | UpdateAgentResponse413
    | UpdateAgentResponse422
    | UpdateAgentResponse429
    | UpdateAgentResponse500
    | UpdateAgentResponse502
    | UpdateAgentResponse503
    | None
):
    if response.status_code == 200:
        response_200 = UpdateAgentResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = UpdateAgentResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UpdateAgentResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UpdateAgentResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UpdateAgentResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = UpdateAgentResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = UpdateAgentResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = UpdateAgentResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = UpdateAgentResponse429.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = UpdateAgentResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 502:
        response_502 = UpdateAgentResponse502.from_dict(response.json())

        return response_502

    if response.status_code == 503:
        response_503 = UpdateAgentResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    UpdateAgentResponse200
    | UpdateAgentResponse400
    | UpdateAgentResponse401
    | UpdateAgentResponse403
    | UpdateAgentResponse404
    | UpdateAgentResponse409
    | UpdateAgentResponse413
    | UpdateAgentResponse422
    | UpdateAgentResponse429
    | UpdateAgentResponse500
    | UpdateAgentResponse502
    | UpdateAgentResponse503
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
    body: UpdateAgentBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    UpdateAgentResponse200
    | UpdateAgentResponse400
    | UpdateAgentResponse401
    | UpdateAgentResponse403
    | UpdateAgentResponse404
    | UpdateAgentResponse409
    | UpdateAgentResponse413
    | UpdateAgentResponse422
    | UpdateAgentResponse429
    | UpdateAgentResponse500
    | UpdateAgentResponse502
    | UpdateAgentResponse503
]:
    """Update an agent

     Changes only the fields sent. Agents of the key's own account only: owners and admins edit any,
    members their own and their teams'; `purpose` (of the agent's assistant calls) is the owners' and
    admins' to change (403 `permission_denied`). `provider` is chosen when the agent is created: an
    update may repeat it, and another one is 400 `validation_error`. With Vapi or Retell the assistant's
    changed fields are sent to the provider first; if it refuses or cannot be reached the answer is 502
    `provider_unavailable` and nothing changes. With `require_passing_tests` on (before or after the
    edit), a change of what the agent says or does is first judged by the agent's conversation tests:
    unless all pass, 409 `tests_failed` with the `run`, and nothing changes.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateAgentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateAgentResponse200 | UpdateAgentResponse400 | UpdateAgentResponse401 | UpdateAgentResponse403 | UpdateAgentResponse404 | UpdateAgentResponse409 | UpdateAgentResponse413 | UpdateAgentResponse422 | UpdateAgentResponse429 | UpdateAgentResponse500 | UpdateAgentResponse502 | UpdateAgentResponse503]
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
    body: UpdateAgentBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    UpdateAgentResponse200
    | UpdateAgentResponse400
    | UpdateAgentResponse401
    | UpdateAgentResponse403
    | UpdateAgentResponse404
    | UpdateAgentResponse409
    | UpdateAgentResponse413
    | UpdateAgentResponse422
    | UpdateAgentResponse429
    | UpdateAgentResponse500
    | UpdateAgentResponse502
    | UpdateAgentResponse503
    | None
):
    """Update an agent

     Changes only the fields sent. Agents of the key's own account only: owners and admins edit any,
    members their own and their teams'; `purpose` (of the agent's assistant calls) is the owners' and
    admins' to change (403 `permission_denied`). `provider` is chosen when the agent is created: an
    update may repeat it, and another one is 400 `validation_error`. With Vapi or Retell the assistant's
    changed fields are sent to the provider first; if it refuses or cannot be reached the answer is 502
    `provider_unavailable` and nothing changes. With `require_passing_tests` on (before or after the
    edit), a change of what the agent says or does is first judged by the agent's conversation tests:
    unless all pass, 409 `tests_failed` with the `run`, and nothing changes.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateAgentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateAgentResponse200 | UpdateAgentResponse400 | UpdateAgentResponse401 | UpdateAgentResponse403 | UpdateAgentResponse404 | UpdateAgentResponse409 | UpdateAgentResponse413 | UpdateAgentResponse422 | UpdateAgentResponse429 | UpdateAgentResponse500 | UpdateAgentResponse502 | UpdateAgentResponse503
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
    body: UpdateAgentBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[
    UpdateAgentResponse200
    | UpdateAgentResponse400
    | UpdateAgentResponse401
    | UpdateAgentResponse403
    | UpdateAgentResponse404
    | UpdateAgentResponse409
    | UpdateAgentResponse413
    | UpdateAgentResponse422
    | UpdateAgentResponse429
    | UpdateAgentResponse500
    | UpdateAgentResponse502
    | UpdateAgentResponse503
]:
    """Update an agent

     Changes only the fields sent. Agents of the key's own account only: owners and admins edit any,
    members their own and their teams'; `purpose` (of the agent's assistant calls) is the owners' and
    admins' to change (403 `permission_denied`). `provider` is chosen when the agent is created: an
    update may repeat it, and another one is 400 `validation_error`. With Vapi or Retell the assistant's
    changed fields are sent to the provider first; if it refuses or cannot be reached the answer is 502
    `provider_unavailable` and nothing changes. With `require_passing_tests` on (before or after the
    edit), a change of what the agent says or does is first judged by the agent's conversation tests:
    unless all pass, 409 `tests_failed` with the `run`, and nothing changes.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateAgentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateAgentResponse200 | UpdateAgentResponse400 | UpdateAgentResponse401 | UpdateAgentResponse403 | UpdateAgentResponse404 | UpdateAgentResponse409 | UpdateAgentResponse413 | UpdateAgentResponse422 | UpdateAgentResponse429 | UpdateAgentResponse500 | UpdateAgentResponse502 | UpdateAgentResponse503]
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
    body: UpdateAgentBody,
    idempotency_key: str | Unset = UNSET,
) -> (
    UpdateAgentResponse200
    | UpdateAgentResponse400
    | UpdateAgentResponse401
    | UpdateAgentResponse403
    | UpdateAgentResponse404
    | UpdateAgentResponse409
    | UpdateAgentResponse413
    | UpdateAgentResponse422
    | UpdateAgentResponse429
    | UpdateAgentResponse500
    | UpdateAgentResponse502
    | UpdateAgentResponse503
    | None
):
    """Update an agent

     Changes only the fields sent. Agents of the key's own account only: owners and admins edit any,
    members their own and their teams'; `purpose` (of the agent's assistant calls) is the owners' and
    admins' to change (403 `permission_denied`). `provider` is chosen when the agent is created: an
    update may repeat it, and another one is 400 `validation_error`. With Vapi or Retell the assistant's
    changed fields are sent to the provider first; if it refuses or cannot be reached the answer is 502
    `provider_unavailable` and nothing changes. With `require_passing_tests` on (before or after the
    edit), a change of what the agent says or does is first judged by the agent's conversation tests:
    unless all pass, 409 `tests_failed` with the `run`, and nothing changes.

    Requires the `can_write_agents` permission on the API key.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateAgentBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateAgentResponse200 | UpdateAgentResponse400 | UpdateAgentResponse401 | UpdateAgentResponse403 | UpdateAgentResponse404 | UpdateAgentResponse409 | UpdateAgentResponse413 | UpdateAgentResponse422 | UpdateAgentResponse429 | UpdateAgentResponse500 | UpdateAgentResponse502 | UpdateAgentResponse503
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
