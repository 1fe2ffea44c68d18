"""simplejwt's JWTAuthentication, telling an expired access token from a forged one.

Stock simplejwt (5.2.2; unchanged in 5.5) answers 401 token_not_valid for both:
JWTAuthentication.get_validated_token raises a fresh InvalidToken after its except block, so the
exception handler sees no cause (__cause__ and __context__ are None) and the same message. The
contract wants 403 token_expired for an access token whose signature is valid but whose exp has
passed (the client refreshes once and retries) and 401 for anything else (it signs out).
"""
import time

import jwt
from rest_framework import exceptions
from rest_framework_simplejwt import authentication
from rest_framework_simplejwt.exceptions import InvalidToken
from rest_framework_simplejwt.settings import api_settings


class TokenExpired(exceptions.PermissionDenied):
    default_detail = "Access token has expired; refresh it and retry."
    default_code = "token_expired"


def is_expired_access_token(raw_token):
    """True only when the token is ours (signature checks), an access token, and past its exp."""
    try:
        payload = jwt.decode(
            raw_token,
            api_settings.SIGNING_KEY,
            algorithms=[api_settings.ALGORITHM],
            options={"verify_exp": False, "verify_aud": False},
        )
    except jwt.InvalidTokenError:
        return False
    exp = payload.get("exp")
    return (
        payload.get(api_settings.TOKEN_TYPE_CLAIM) == "access"
        and isinstance(exp, (int, float))
        and exp <= time.time()
    )


class JWTAuthentication(authentication.JWTAuthentication):
    def get_validated_token(self, raw_token):
        try:
            return super().get_validated_token(raw_token)
        except InvalidToken:
            if is_expired_access_token(raw_token):
                raise TokenExpired()
            raise
