from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.openapi_document_response_200 import OpenapiDocumentResponse200
from ...models.openapi_document_response_500 import OpenapiDocumentResponse500
from ...models.openapi_document_response_503 import OpenapiDocumentResponse503
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/openapi.json",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> OpenapiDocumentResponse200 | OpenapiDocumentResponse500 | OpenapiDocumentResponse503 | None:
    if response.status_code == 200:
        response_200 = OpenapiDocumentResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 500:
        response_500 = OpenapiDocumentResponse500.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = OpenapiDocumentResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[OpenapiDocumentResponse200 | OpenapiDocumentResponse500 | OpenapiDocumentResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[OpenapiDocumentResponse200 | OpenapiDocumentResponse500 | OpenapiDocumentResponse503]:
    """OpenAPI document

     This API as an OpenAPI 3.1 document, generated from the schemas the handlers validate with. The
    reference page at /docs renders it.

    Public: no API key needed.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OpenapiDocumentResponse200 | OpenapiDocumentResponse500 | OpenapiDocumentResponse503]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> OpenapiDocumentResponse200 | OpenapiDocumentResponse500 | OpenapiDocumentResponse503 | None:
    """OpenAPI document

     This API as an OpenAPI 3.1 document, generated from the schemas the handlers validate with. The
    reference page at /docs renders it.

    Public: no API key needed.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OpenapiDocumentResponse200 | OpenapiDocumentResponse500 | OpenapiDocumentResponse503
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[OpenapiDocumentResponse200 | OpenapiDocumentResponse500 | OpenapiDocumentResponse503]:
    """OpenAPI document

     This API as an OpenAPI 3.1 document, generated from the schemas the handlers validate with. The
    reference page at /docs renders it.

    Public: no API key needed.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OpenapiDocumentResponse200 | OpenapiDocumentResponse500 | OpenapiDocumentResponse503]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> OpenapiDocumentResponse200 | OpenapiDocumentResponse500 | OpenapiDocumentResponse503 | None:
    """OpenAPI document

     This API as an OpenAPI 3.1 document, generated from the schemas the handlers validate with. The
    reference page at /docs renders it.

    Public: no API key needed.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OpenapiDocumentResponse200 | OpenapiDocumentResponse500 | OpenapiDocumentResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
