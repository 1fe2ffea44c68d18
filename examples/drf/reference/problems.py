"""RFC 9457 problem+json for every error the server can answer: DRF's exceptions, simplejwt's,
Django's Http404/PermissionDenied, a body that does not parse (ParseError), and Django's own 404 for
a URL no pattern matches and its 500 (handler404/handler500 in urls.py). The contract's Problem:
type, title, status, detail, code (the contract's codes, not DRF's), errors (FieldErrors)."""
from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.http import Http404, JsonResponse
from rest_framework import exceptions
from rest_framework.renderers import JSONRenderer
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

PROBLEM = "application/problem+json"
TYPE_BASE = "https://api.jobboard.example/problems/"

TITLES = {
    "validation_error": "Invalid request",
    "parse_error": "Malformed request body",
    "not_authenticated": "Not authenticated",
    "token_invalid": "Token invalid",
    "invalid_credentials": "Invalid credentials",
    "password_not_set": "Password not set",
    "token_expired": "Token expired",
    "permission_denied": "Permission denied",
    "not_found": "Not found",
    "invalid_page": "Not found",
    "method_not_allowed": "Method not allowed",
    "not_acceptable": "Not acceptable",
    "unsupported_media_type": "Unsupported media type",
    "throttled": "Too many requests",
    "server_error": "Internal server error",
}

# What DRF and simplejwt call a reason -> what the contract calls it.
CODES = {
    "invalid": "validation_error",  # serializers.ValidationError's default code
    "token_not_valid": "token_invalid",  # simplejwt InvalidToken / TokenError
    "authentication_failed": "token_invalid",
    "no_active_account": "invalid_credentials",  # simplejwt's login serializer
    "error": "parse_error",
}
# The type URI names the problem type, not each reason: an invalid page is a kind of not found.
TYPES = {"invalid_page": "not-found"}


class ProblemJSONRenderer(JSONRenderer):
    """Lets a client that accepts only application/problem+json still get the error."""

    media_type = PROBLEM


def problem(status, code, detail, errors=None):
    body = {
        "type": TYPE_BASE + TYPES.get(code, code.replace("_", "-")),
        "title": TITLES.get(code, "Error"),
        "status": status,
        "detail": str(detail)[:2000],
        "code": code,
    }
    if errors:
        body["errors"] = errors
    return body


def field_errors(data):
    """DRF's serializer errors as the contract's FieldErrors: a ListSerializer's list of per-item
    dicts becomes an index-keyed object, a bare list (a non-field error) non_field_errors."""
    if isinstance(data, list):
        if data and all(isinstance(item, dict) for item in data):
            return {str(i): field_errors(item) for i, item in enumerate(data) if item}
        return {"non_field_errors": [str(m) for m in data]}
    if isinstance(data, dict):
        out = {}
        for key, value in data.items():
            if isinstance(value, dict):
                out[str(key)] = field_errors(value)
            elif isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
                out[str(key)] = field_errors(value)
            elif isinstance(value, list):
                out[str(key)] = [str(m) for m in value]
            else:
                out[str(key)] = [str(value)]
        return out
    return {"non_field_errors": [str(data)]}


def first_code(codes):
    """The first leaf of exc.get_codes() (a string, a list or a dict of them)."""
    if isinstance(codes, dict):
        if "code" in codes and isinstance(codes["code"], str):
            return codes["code"]
        for value in codes.values():
            return first_code(value)
    if isinstance(codes, list):
        return first_code(codes[0]) if codes else None
    return codes


def exception_handler(exc, context):
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, DjangoPermissionDenied):
        exc = exceptions.PermissionDenied()
    response = drf_exception_handler(exc, context)
    if response is None:
        return None  # not an API exception: Django's 500 -> handler500 (no stack trace leaves)

    status = response.status_code
    if isinstance(exc, exceptions.ValidationError):
        body = problem(400, "validation_error", "Some fields are invalid.", field_errors(exc.detail))
    else:
        detail = exc.detail
        if isinstance(detail, dict):  # simplejwt: {"detail", "code", "messages"}
            detail = detail.get("detail", "")
        code = first_code(exc.get_codes()) or exc.default_code
        code = CODES.get(code, code)
        if status == 401 and code not in ("invalid_credentials", "password_not_set"):
            code = "not_authenticated" if isinstance(exc, exceptions.NotAuthenticated) else "token_invalid"
        body = problem(status, code, detail)

    headers = {k: v for k, v in response.items() if k.lower() in ("www-authenticate", "retry-after", "allow")}
    return Response(body, status=status, headers=headers, content_type=PROBLEM)


def _json_problem(status, code, detail):
    return JsonResponse(problem(status, code, detail), status=status, content_type=PROBLEM)


def handler404(request, exception=None):
    """Django's 404 for a URL no pattern matches (/v2/public/jobs/bad.slug/): HTML by default."""
    return _json_problem(404, "not_found", "No resource matches the given query.")


def handler500(request):
    return _json_problem(
        500,
        "server_error",
        "Something went wrong on our side. The error has been logged; please try again later.",
    )
