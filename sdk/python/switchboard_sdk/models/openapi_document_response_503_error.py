from typing import Literal

OpenapiDocumentResponse503Error = Literal["service_unavailable"]

OPENAPI_DOCUMENT_RESPONSE_503_ERROR_VALUES: set[OpenapiDocumentResponse503Error] = {
    "service_unavailable",
}


def check_openapi_document_response_503_error(value: str) -> OpenapiDocumentResponse503Error:
    if value in OPENAPI_DOCUMENT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {OPENAPI_DOCUMENT_RESPONSE_503_ERROR_VALUES!r}")
