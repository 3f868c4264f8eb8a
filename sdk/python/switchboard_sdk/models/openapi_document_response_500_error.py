from typing import Literal

OpenapiDocumentResponse500Error = Literal["server_error"]

OPENAPI_DOCUMENT_RESPONSE_500_ERROR_VALUES: set[OpenapiDocumentResponse500Error] = {
    "server_error",
}


def check_openapi_document_response_500_error(value: str) -> OpenapiDocumentResponse500Error:
    if value in OPENAPI_DOCUMENT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OPENAPI_DOCUMENT_RESPONSE_500_ERROR_VALUES!r}")
