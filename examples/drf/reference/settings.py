"""Settings of the DRF reference: what makes a Django REST framework server answer the contract.

DRF_STOCK=1 keeps DRF's and simplejwt's defaults everywhere the guide gives an instruction (what a
team writing a backend without the guide ends up with); `npm run contract:check` names what fails.
Each guide setting below is a row of docs/backend-guide.md's "DRF differences" table.
"""
import os
from datetime import timedelta
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
STOCK = os.environ.get("DRF_STOCK") == "1"

SECRET_KEY = os.environ.get("DRF_SECRET_KEY", "reference-only-not-a-secret")
DEBUG = False  # handler404/handler500 only run with DEBUG off (and stack traces never leave)
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "rest_framework",
    "rest_framework_simplejwt",
    # Guide: rotated refresh tokens are blacklisted (BLACKLIST_AFTER_ROTATION needs this app).
    "rest_framework_simplejwt.token_blacklist",
    "django_filters",
    "reference",
]
MIDDLEWARE = [
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
]
ROOT_URLCONF = "reference.urls"
AUTH_USER_MODEL = "reference.User"
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": os.environ.get("DRF_DB", str(BASE_DIR / "reference.sqlite3")),
    }
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
USE_TZ = True
TIME_ZONE = os.environ.get("DRF_TIME_ZONE", "UTC")
LANGUAGE_CODE = "en"
TEMPLATES = []
LOGGING = {
    "version": 1,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "loggers": {"django.request": {"handlers": ["console"], "level": "ERROR"}},
}

# Guide (Security): links the server emails (invitations here) are built on the configured web-app
# origin only, never on the request's Host, Origin or Referer. Mail is printed, as the fake does.
APP_ORIGIN = os.environ.get("DRF_APP_ORIGIN", "http://localhost:5173")
EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
DEFAULT_FROM_EMAIL = "team@jobboard.example"

REST_FRAMEWORK = {
    # Guide: JWT only. With DRF's default list (SessionAuthentication first) a request without a
    # token answers 403 (SessionAuthentication has no WWW-Authenticate), and the client refreshes
    # instead of signing out. The subclass tells an expired access token (403 token_expired) from
    # a forged one (401 token_invalid).
    "DEFAULT_AUTHENTICATION_CLASSES": ["reference.authentication.JWTAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
    # Guide: every 4xx/5xx is RFC 9457 problem+json with the contract's codes.
    "EXCEPTION_HANDLER": "reference.problems.exception_handler",
    "DEFAULT_RENDERER_CLASSES": [
        "rest_framework.renderers.JSONRenderer",
        "reference.problems.ProblemJSONRenderer",
    ],
    "DEFAULT_PARSER_CLASSES": ["rest_framework.parsers.JSONParser"],
    # Guide (money): Salary amounts are JSON numbers. DRF's default (True) sends "22.50".
    "COERCE_DECIMAL_TO_STRING": False,
    # Guide: past the end answers 404 with code invalid_page (DRF's own: not_found, no code in body).
    "DEFAULT_PAGINATION_CLASS": "reference.pagination.PageNumberPagination",
    "PAGE_SIZE": 20,
    "DEFAULT_FILTER_BACKENDS": [
        "django_filters.rest_framework.DjangoFilterBackend",
        "rest_framework.filters.SearchFilter",
        "rest_framework.filters.OrderingFilter",
    ],
    "UNAUTHENTICATED_USER": "django.contrib.auth.models.AnonymousUser",
    # Sign-in is throttled (LoginView's scope); the 429 keeps DRF's Retry-After header. On an
    # anonymous view ScopedRateThrottle keys by get_ident(request): this is the contract's
    # per-address limit (x-throttle per_address), whatever the email.
    "DEFAULT_THROTTLE_RATES": {"login": os.environ.get("DRF_LOGIN_RATE", "30/min")},
    # Guide (Security): the client address a throttle keys on. With N trusted proxies in front,
    # get_ident takes the N-th X-Forwarded-For hop from the END (the one the proxy appended); the
    # first hops are whatever the client wrote. 0 (runserver on loopback, no proxy): REMOTE_ADDR.
    "NUM_PROXIES": int(os.environ.get("DRF_NUM_PROXIES", "0")),
}

SIMPLE_JWT = {
    "ACCESS_TOKEN_LIFETIME": timedelta(seconds=int(os.environ.get("DRF_ACCESS_TTL", 15 * 60))),
    "REFRESH_TOKEN_LIFETIME": timedelta(days=14),
    # Guide: the refresh answer is a new pair (AuthTokens requires refresh) and the old refresh
    # token is dead after one use.
    "ROTATE_REFRESH_TOKENS": True,
    "BLACKLIST_AFTER_ROTATION": True,
    "UPDATE_LAST_LOGIN": False,
    "ALGORITHM": "HS256",
    "SIGNING_KEY": SECRET_KEY,
    "USER_ID_FIELD": "id",
    "USER_ID_CLAIM": "user_id",
}

if STOCK:
    # What DRF and simplejwt do by default, with only what any JWT backend must add (the JWT
    # class, appended after DRF's defaults) and the guide's page size rules.
    REST_FRAMEWORK = {
        "DEFAULT_AUTHENTICATION_CLASSES": [
            "rest_framework.authentication.SessionAuthentication",
            "rest_framework.authentication.BasicAuthentication",
            "rest_framework_simplejwt.authentication.JWTAuthentication",
        ],
        "DEFAULT_PAGINATION_CLASS": "reference.pagination.StockPageNumberPagination",
        "PAGE_SIZE": 20,
        "DEFAULT_FILTER_BACKENDS": REST_FRAMEWORK["DEFAULT_FILTER_BACKENDS"],
        "DEFAULT_THROTTLE_RATES": REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
    }
    SIMPLE_JWT = {
        key: value
        for key, value in SIMPLE_JWT.items()
        if key not in ("ROTATE_REFRESH_TOKENS", "BLACKLIST_AFTER_ROTATION")
    }
